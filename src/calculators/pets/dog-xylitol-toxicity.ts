import { asShown, bandOf, defineCalculator, number, out, select } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { POISON_LINES } from '../shared/pets/poison-lines.ts';

/*
 * Xylitol doses in grams per kg of body weight, from the Merck Veterinary Manual (Xylitol
 * Toxicosis in Dogs) and the ASPCA Animal Poison Control Center: low blood sugar from
 * 0.075–0.1 g/kg, acute liver failure from about 0.5 g/kg.
 */
const HYPOGLYCAEMIA_G_PER_KG = 0.075;
const LIVER_G_PER_KG = 0.5;

/** Sugar-free gums and mints hold 0.22–1.0 g a piece (Merck); the top is used when the label is silent. */
const GUM_GRAMS_PER_PIECE = 1;

/** The dose is shown to three significant digits; the risk is judged on that figure. */
const DOSE_SHOWN = { digits: 3 } as const;

export function xylitolRisk(doseGPerKg: number): string {
  return bandOf(
    doseGPerKg,
    DOSE_SHOWN,
    [
      [HYPOGLYCAEMIA_G_PER_KG, 'Toxic: dangerously low blood sugar likely (from 0.075–0.1 g/kg)'],
      [LIVER_G_PER_KG, 'Severe: liver failure possible as well as low blood sugar (0.5 g/kg and above)'],
    ],
    'Below the 0.075 g/kg at which low blood sugar has been reported',
  );
}

function whatToDo(doseGPerKg: number): string {
  if (asShown(doseGPerKg, DOSE_SHOWN) >= HYPOGLYCAEMIA_G_PER_KG) {
    return `Call your vet or an animal poison control line now and get your dog to a vet: blood sugar can fall within 15–30 minutes, and liver damage shows only days later (${POISON_LINES}).`;
  }
  return `Call your vet or an animal poison control line for advice even so: xylitol content varies between products and is often not printed (${POISON_LINES}).`;
}

export default defineCalculator({
  inputs: {
    product: select({
      label: 'How much xylitol is in each piece',
      options: [
        { value: 'gum', label: 'Sugar-free gum or mint, label unknown (1 g a piece, the top of 0.22–1.0 g)' },
        { value: 'label', label: 'My own figure from the label (enter it below)' },
      ],
      default: 'gum',
    }),
    xylitolPerPiece: number({
      label: 'Xylitol per piece or serving (from the label)',
      help: 'Used with "My own figure". For pure xylitol sweetener, enter the grams eaten and 1 piece.',
      unitFamily: 'mass',
      unit: 'g',
      units: ['mg', 'g', 'oz'],
      default: 0.5,
      min: 0,
      minInclusive: false,
      max: 1000,
    }),
    pieces: number({
      label: 'Pieces or servings eaten',
      default: 2,
      min: 0,
      minInclusive: false,
      max: 500,
      suffix: 'pieces',
    }),
    dogWeight: bodyWeightField({ default: 10, min: 0.5, max: 120 }, "Dog's weight"),
  },
  outputs: {
    dose: out.number({ label: 'Dose of xylitol', primary: true, suffix: 'g/kg', ...DOSE_SHOWN }),
    risk: out.text({ label: 'Risk level (Merck Veterinary Manual, ASPCA)' }),
    action: out.text({ label: 'What to do now' }),
    total: out.number({ label: 'Xylitol eaten', unitFamily: 'mass', unit: 'g', units: ['mg', 'g', 'oz'], digits: 3 }),
  },
  compute: ({ product, xylitolPerPiece, pieces, dogWeight }) => {
    // Mass inputs arrive in kilograms; the thresholds are in grams per kilogram.
    const perPieceGrams = product === 'gum' ? GUM_GRAMS_PER_PIECE : xylitolPerPiece * 1000;
    const totalGrams = perPieceGrams * pieces;
    const dose = totalGrams / dogWeight;
    return { dose, risk: xylitolRisk(dose), action: whatToDo(dose), total: totalGrams / 1000 };
  },
});
