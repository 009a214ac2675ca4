import { checkAll, defineCalculator, out } from '../../engine/index.ts';
import {
  balancedReaction,
  indexOf,
  massThrough,
  molarMassOf,
  substanceProblem,
} from '../shared/chemistry/stoichiometry.ts';
import {
  equationField,
  substanceField,
  substanceMassField,
  substanceMassOutput,
} from '../shared/presets/reaction-fields.ts';

export default defineCalculator({
  inputs: {
    equation: equationField('Si + N2 -> Si3N4'),
    first: substanceField('First reactant', 'Si'),
    firstMass: substanceMassField('Mass of the first reactant', 2),
    second: substanceField('Second reactant', 'N2'),
    secondMass: substanceMassField('Mass of the second reactant', 1.5),
    product: substanceField('Product', 'Si3N4'),
  },
  validate: ({ equation, first, second, product }) => {
    const reaction = balancedReaction(equation);
    if ('problem' in reaction) return [{ field: 'equation', message: reaction.problem }];
    const same =
      indexOf(reaction, first, 'reactant') >= 0 &&
      indexOf(reaction, first, 'reactant') === indexOf(reaction, second, 'reactant')
        ? [{ field: 'second', message: 'Enter a different reactant from the first.' }]
        : [];
    return checkAll(
      substanceProblem(reaction, 'first', first, 'reactant'),
      substanceProblem(reaction, 'second', second, 'reactant'),
      same,
      substanceProblem(reaction, 'product', product, 'product'),
    );
  },
  outputs: {
    limiting: out.text({ label: 'Limiting reactant', primary: true }),
    yield: substanceMassOutput('Theoretical yield of the product'),
    leftover: substanceMassOutput('Excess reactant left over'),
    balanced: out.text({ label: 'Balanced equation' }),
    reactants: out.table({
      label: 'Each reactant',
      columns: [
        { key: 'substance', label: 'Reactant', kind: 'text' },
        { key: 'moles', label: 'Moles', kind: 'number' },
        { key: 'coefficient', label: 'Coefficient', kind: 'integer' },
        { key: 'runs', label: 'Moles ÷ coefficient', kind: 'number' },
        { key: 'product', label: 'Product it could make (g)', kind: 'number' },
      ],
    }),
  },
  compute: ({ equation, first, firstMass, second, secondMass, product }) => {
    const reaction = balancedReaction(equation);
    if ('problem' in reaction)
      return { limiting: reaction.problem, yield: 0, leftover: 0, balanced: '', reactants: [] };
    const to = indexOf(reaction, product, 'product');
    const sides = [
      { index: indexOf(reaction, first, 'reactant'), mass: firstMass },
      { index: indexOf(reaction, second, 'reactant'), mass: secondMass },
    ].map((side) => ({ ...side, ...massThrough(reaction, side.index, side.mass, to) }));
    const [a, b] = sides as [(typeof sides)[number], (typeof sides)[number]];
    // The reactant that can make less product runs out first.
    const [limit, excess] = a.productKg <= b.productKg ? [a, b] : [b, a];
    const excessUsedMoles =
      limit.moles * ((reaction.coefficients[excess.index] ?? 1) / (reaction.coefficients[limit.index] ?? 1));
    const excessLeftKg = Math.max(0, excess.mass - (excessUsedMoles * molarMassOf(reaction, excess.index)) / 1000);
    return {
      limiting: reaction.species[limit.index]?.formula ?? '',
      yield: limit.productKg,
      leftover: excessLeftKg,
      balanced: reaction.text,
      reactants: sides.map((side) => ({
        substance: reaction.species[side.index]?.formula ?? '',
        moles: side.moles,
        coefficient: reaction.coefficients[side.index] ?? 1,
        runs: side.moles / (reaction.coefficients[side.index] ?? 1),
        product: side.productKg * 1000,
      })),
    };
  },
});
