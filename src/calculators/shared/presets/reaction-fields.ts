import { number, text } from '../../../engine/index.ts';

/* The fields of the stoichiometry tools: an equation to balance, a substance in it, and a mass. */

export const equationField = (fallback: string) =>
  text({
    label: 'Chemical equation',
    help: 'Balanced or not: reactants, an arrow (-> or =), products, with “ + ” between substances.',
    default: fallback,
    maxLength: 300,
  });

export const substanceField = (label: string, fallback: string) =>
  text({ label, help: 'Its formula as written in the equation.', default: fallback, maxLength: 100 });

export const substanceMassField = (label: string, grams: number) =>
  number({
    label,
    unitFamily: 'mass',
    unit: 'g',
    imperialUnit: 'oz',
    units: ['g', 'mg', 'kg', 'oz', 'lb'],
    default: grams,
    min: 0,
    minInclusive: false,
    max: 1_000_000,
  });
