import { checkAll, defineCalculator, out } from '../../engine/index.ts';
import * as stoichiometry from '../shared/chemistry/stoichiometry.ts';
import * as reactionFields from '../shared/presets/reaction-fields.ts';

export default defineCalculator({
  inputs: {
    equation: reactionFields.equationField('CuSO4 + Zn -> Cu + ZnSO4'),
    reactant: reactionFields.substanceField('Limiting reactant', 'CuSO4'),
    reactantMass: reactionFields.substanceMassField('Mass of the limiting reactant', 1.274),
    product: reactionFields.substanceField('Product', 'Cu'),
  },
  validate: ({ equation, reactant, product }) => {
    const reaction = stoichiometry.balancedReaction(equation);
    if ('problem' in reaction) return [{ field: 'equation', message: reaction.problem }];
    return checkAll(
      stoichiometry.substanceProblem(reaction, 'reactant', reactant, 'reactant'),
      stoichiometry.substanceProblem(reaction, 'product', product, 'product'),
    );
  },
  outputs: {
    yield: reactionFields.substanceMassOutput('Theoretical yield', true),
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
    const reaction = stoichiometry.balancedReaction(equation);
    if ('problem' in reaction)
      return { yield: 0, productMoles: 0, reactantMoles: 0, balanced: reaction.problem, substances: [] };
    const from = stoichiometry.indexOf(reaction, reactant, 'reactant');
    const to = stoichiometry.indexOf(reaction, product, 'product');
    const { moles, productMoles, productKg } = stoichiometry.massThrough(reaction, from, reactantMass, to);
    const row = (index: number, substanceMoles: number) => ({
      substance: reaction.species[index]?.formula ?? '',
      coefficient: reaction.coefficients[index] ?? 1,
      molarMass: stoichiometry.molarMassOf(reaction, index),
      moles: substanceMoles,
      grams: substanceMoles * stoichiometry.molarMassOf(reaction, index),
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
