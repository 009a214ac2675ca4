import { asShown, bandOf, defineCalculator, number, out, select } from '../../engine/index.ts';
import { POISON_LINES } from '../shared/pets/poison-lines.ts';

/*
 * Theobromine + caffeine (methylxanthines) in mg per gram, from the Merck Veterinary Manual table
 * "Methylxanthine Content of Various Types of Chocolate" (Chocolate Toxicosis in Animals, rev. 2024).
 * Semisweet and sweet dark chocolate is given as 5.3–5.6 mg/g; the top of the range is used so
 * the estimate errs on the side of caution.
 */
const methylxanthineMgPerGram = {
  white: 0.04,
  milk: 2.3,
  dark: 5.6,
  baking: 15.5,
  cocoaPowder: 28.5,
  cocoaHulls: 9,
} as const;

/** The dose is shown to three significant digits; the risk is judged on that figure. */
const DOSE_SHOWN = { digits: 3 } as const;
/** Where mild signs start (Merck): the advice turns urgent from here. */
const MILD_SIGNS_MG_PER_KG = 20;

/** Dose bands from the same Merck chapter, in mg of methylxanthines per kg of body weight. */
export function chocolateRisk(doseMgPerKg: number): string {
  return bandOf(
    doseMgPerKg,
    DOSE_SHOWN,
    [
      [MILD_SIGNS_MG_PER_KG, 'Mild to moderate: vomiting, diarrhoea and thirst likely (20 mg/kg and above)'],
      [40, 'Serious: heart effects may occur (40–50 mg/kg and above)'],
      [60, 'Severe: seizures may occur (60 mg/kg and above)'],
      [100, 'Life-threatening: around the reported lethal dose (100–200 mg/kg)'],
    ],
    'Below the 20 mg/kg at which mild signs are usually seen',
  );
}

function whatToDo(doseMgPerKg: number): string {
  if (asShown(doseMgPerKg, DOSE_SHOWN) >= MILD_SIGNS_MG_PER_KG) {
    return `Call your vet or an animal poison control line now, even if your dog seems well: signs can take 6–12 hours to appear and treatment works best early (${POISON_LINES}).`;
  }
  return `If your dog ate more than a crumb, call your vet or an animal poison control line now for advice; dogs vary in sensitivity and the chocolate may be stronger than its label suggests (${POISON_LINES}).`;
}

export default defineCalculator({
  inputs: {
    chocolate: select({
      label: 'Type of chocolate',
      options: [
        { value: 'white', label: 'White chocolate (about 1 mg per oz)' },
        { value: 'milk', label: 'Milk chocolate (about 64 mg per oz)' },
        { value: 'dark', label: 'Semisweet or sweet dark chocolate (about 150–160 mg per oz)' },
        { value: 'baking', label: "Unsweetened baking (baker's) chocolate (about 440 mg per oz)" },
        { value: 'cocoaPowder', label: 'Dry cocoa powder (about 807 mg per oz)' },
        { value: 'cocoaHulls', label: 'Cocoa bean hulls or cocoa mulch (about 255 mg per oz)' },
      ],
      default: 'milk',
    }),
    amount: number({
      label: 'Amount eaten',
      help: 'A standard chocolate bar is about 45–100 g (1.5–3.5 oz).',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz', 'lb'],
      default: 100,
      min: 0,
      minInclusive: false,
      max: 5000,
    }),
    dogWeight: number({
      label: "Dog's weight",
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      default: 10,
      min: 0.5,
      max: 120,
    }),
  },
  outputs: {
    dose: out.number({ label: 'Dose of theobromine and caffeine', primary: true, suffix: 'mg/kg', ...DOSE_SHOWN }),
    risk: out.text({ label: 'Risk level (Merck Veterinary Manual)' }),
    action: out.text({ label: 'What to do now' }),
    totalMg: out.number({ label: 'Total theobromine and caffeine eaten', suffix: 'mg', digits: 3 }),
  },
  compute: ({ chocolate, amount, dogWeight }) => {
    // Mass inputs arrive in kilograms; the content table is per gram.
    const totalMg = amount * 1000 * methylxanthineMgPerGram[chocolate];
    const dose = totalMg / dogWeight;
    return { dose, risk: chocolateRisk(dose), action: whatToDo(dose), totalMg };
  },
});
