import { checkAll, defineCalculator, out } from '../../engine/index.ts';
import {
  balancedReaction,
  indexOf,
  massThrough,
  molarMassOf,
  substanceProblem,
} from '../shared/chemistry/stoichiometry.ts';
import { equationField, substanceField, substanceMassField } from '../shared/presets/reaction-fields.ts';

export default defineCalculator({
  inputs: {
    equation: equationField('CuSO4 + Zn -> Cu + ZnSO4'),
    reactant: substanceField('Limiting reactant', 'CuSO4'),
    reactantMass: substanceMassField('Mass of the limiting reactant', 1.274),
    product: substanceField('Product', 'Cu'),
  },
  validate: ({ equation, reactant, product }) => {
    const reaction = balancedReaction(equation);
    if ('problem' in reaction) return [{ field: 'equation', message: reaction.problem }];
    return checkAll(
      substanceProblem(reaction, 'reactant', reactant, 'reactant'),
      substanceProblem(reaction, 'product', product, 'product'),
    );
  },
  outputs: {
    yield: out.number({
      label: 'Theoretical yield',
      primary: true,
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'mg', 'kg', 'oz', 'lb'],
      digits: 4,
    }),
    productMoles: out.number({ label: 'Moles of product', suffix: 'mol', digits: 4 }),
    reactantMoles: out.number({ label: 'Moles of the limiting reactant', suffix: 'mol', digits: 4 }),
    balanced: out.text({ label: 'Balanced equation' }),
    substances: out.table({
      label: 'Through the equation',
      columns: [
        { key: 'substance', label: 'Substance', kind: 'text' },
        { key: 'coefficient', label: 'Coefficient', kind: 'integer' },
        { key: 'molarMass', label: 'Molar mass (g/mol)', kind: 'number' },
        { key: 'moles', label: 'Moles', kind: 'number' },
        { key: 'grams', label: 'Grams', kind: 'number' },
      ],
    }),
  },
  compute: ({ equation, reactant, reactantMass, product }) => {
    const reaction = balancedReaction(equation);
    if ('problem' in reaction)
      return { yield: 0, productMoles: 0, reactantMoles: 0, balanced: reaction.problem, substances: [] };
    const from = indexOf(reaction, reactant, 'reactant');
    const to = indexOf(reaction, product, 'product');
    const { moles, productMoles, productKg } = massThrough(reaction, from, reactantMass, to);
    const row = (index: number, substanceMoles: number) => ({
      substance: reaction.species[index]?.formula ?? '',
      coefficient: reaction.coefficients[index] ?? 1,
      molarMass: molarMassOf(reaction, index),
      moles: substanceMoles,
      grams: substanceMoles * molarMassOf(reaction, index),
    });
    return {
      yield: productKg,
      productMoles,
      reactantMoles: moles,
      balanced: reaction.text,
      substances: [row(from, moles), row(to, productMoles)],
    };
  },
});
