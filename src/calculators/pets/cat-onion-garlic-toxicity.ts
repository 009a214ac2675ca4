import { asShown, bandOf, defineCalculator, number, out, select } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';
import { POISON_LINES } from '../shared/pets/poison-lines.ts';

/*
 * Allium toxicosis in cats: red blood cell damage from 5 g of onion per kg of body weight (dogs
 * need 15–30 g/kg), and garlic is about five times as potent as onion (Merck Veterinary Manual;
 * Pet Poison Helpline). Amounts are turned into their onion equivalent and judged against 5 g/kg.
 */
const CAT_ONION_G_PER_KG = 5;
const ONION_EQUIVALENT = { onion: 1, garlic: 5 } as const;

/** The dose is shown to three significant digits; the risk is judged on that figure. */
const DOSE_SHOWN = { digits: 3 } as const;

export function alliumRiskForCats(onionGPerKg: number): string {
  return bandOf(
    onionGPerKg,
    DOSE_SHOWN,
    [[CAT_ONION_G_PER_KG, 'Toxic: red blood cell damage (anaemia) likely in cats at 5 g/kg of onion and above']],
    'Below the 5 g/kg of onion at which anaemia has been reported in cats',
  );
}

function whatToDo(onionGPerKg: number): string {
  if (asShown(onionGPerKg, DOSE_SHOWN) >= CAT_ONION_G_PER_KG) {
    return `Call your vet or an animal poison control line now: anaemia can take 1–5 days to show, and treatment works best early (${POISON_LINES}).`;
  }
  return `Call your vet or an animal poison control line for advice: cats are sensitive, small amounts eaten day after day add up, and onion or garlic powder is far stronger than fresh (${POISON_LINES}).`;
}

export default defineCalculator({
  inputs: {
    allium: select({
      label: 'What your cat ate',
      options: [
        { value: 'onion', label: 'Onion, leek, shallot or chives, raw or cooked' },
        { value: 'garlic', label: 'Garlic, raw or cooked (about 5 times as strong)' },
      ],
      default: 'onion',
    }),
    amount: number({
      label: 'Amount eaten',
      help: 'A medium onion is about 110–150 g; a garlic clove 3–7 g.',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      default: 10,
      min: 0,
      minInclusive: false,
      max: 2000,
    }),
    catWeight: bodyWeightField({ default: 4, min: 0.2, max: 15 }, "Cat's weight"),
  },
  outputs: {
    dose: out.number({ label: 'Dose as onion', primary: true, suffix: 'g/kg', ...DOSE_SHOWN }),
    risk: out.text({ label: 'Risk level (Merck Veterinary Manual)' }),
    action: out.text({ label: 'What to do now' }),
  },
  compute: ({ allium, amount, catWeight }) => {
    // Mass inputs arrive in kilograms; the threshold is in grams of onion per kilogram.
    const dose = (amount * 1000 * ONION_EQUIVALENT[allium]) / catWeight;
    return { dose, risk: alliumRiskForCats(dose), action: whatToDo(dose) };
  },
});
