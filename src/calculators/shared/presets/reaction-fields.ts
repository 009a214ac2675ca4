import { number, out, text } from '../../../engine/index.ts';

/* The fields of the stoichiometry tools: an equation to balance, a substance in it, a mass in and a mass out. */

export const equationField = (fallback: string) =>
  text({
    label: 'Chemical equation',
    help: 'Balanced or not: reactants, an arrow (-> or =), products, with “ + ” between substances.',
    default: fallback,
    maxLength: 300,
  });

export const substanceField = (label: string, fallback: string) =>
  text({ label, help: 'Its formula as written in the equation.', default: fallback, maxLength: 100 });

/** Laboratory masses: grams first, ounces for a visitor who prefers imperial. */
const LAB_MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['g', 'mg', 'kg', 'oz', 'lb'] } as const;

/** A mass that comes out of a reaction, to four significant digits. */
export const substanceMassOutput = (label: string, primary = false) =>
  out.number({ label, primary, ...LAB_MASS, digits: 4 });

export const substanceMassField = (label: string, grams: number) =>
  number({
    label,
    ...LAB_MASS,
    default: grams,
    min: 0,
    minInclusive: false,
    max: 1_000_000,
  });
