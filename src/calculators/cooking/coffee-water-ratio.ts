import { checkAll, defineCalculator, number, out, radio } from '../../engine/index.ts';

/*
 * Brew ratios are by weight: grams of water per gram of ground coffee. The SCA Golden Cup
 * Standard is 55 g of coffee per litre of water (±10 %), about 1 : 18. Water is weighed at
 * 1 g per millilitre, as brewers do. Spent grounds hold back about twice their weight in water,
 * so the cup is that much smaller than the water poured.
 */
const WATER_KG_PER_M3 = 1000;
const WATER_HELD_PER_COFFEE = 2;
const GOLDEN_CUP_G_PER_L = 55;

const COFFEE_UNITS = ['g', 'oz'] as const;
const WATER_UNITS = ['ml', 'l', 'cup', 'floz'] as const;

const coffeeOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: COFFEE_UNITS, digits: 3 });
const waterOutput = (label: string) =>
  out.number({ label, unitFamily: 'volume', unit: 'ml', imperialUnit: 'cup', units: WATER_UNITS, digits: 3 });

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'I know',
      options: [
        { value: 'water', label: 'How much water: find the coffee' },
        { value: 'coffee', label: 'How much coffee: find the water' },
      ],
      default: 'water',
    }),
    water: number({
      label: 'Water',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'cup',
      units: WATER_UNITS,
      default: 500,
      min: 0,
      max: 20_000,
    }),
    coffee: number({
      label: 'Ground coffee',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: COFFEE_UNITS,
      default: 30,
      min: 0,
      max: 2000,
    }),
    ratio: number({
      label: 'Brew ratio, water to coffee (1 : N)',
      help: 'SCA Golden Cup: about 1 : 18 (55 g per litre). Stronger: 1 : 15; French press often 1 : 15 to 1 : 17.',
      default: 18,
      min: 2,
      max: 30,
      step: 0.5,
      suffix: 'g water per g coffee',
    }),
  },
  validate: ({ mode, water, coffee }) =>
    checkAll(
      mode === 'water' && water <= 0 ? [{ field: 'water', message: 'Enter how much water you will brew with.' }] : [],
      mode === 'coffee' && coffee <= 0 ? [{ field: 'coffee', message: 'Enter how much ground coffee you have.' }] : [],
    ),
  outputs: {
    coffeeNeeded: coffeeOutput('Ground coffee', true),
    waterNeeded: waterOutput('Water'),
    brewed: waterOutput('Coffee in the cup (about)'),
    strength: out.number({ label: 'Coffee per litre of water', digits: 3, suffix: 'g/L' }),
    verdict: out.text({ label: 'Compared with the SCA Golden Cup' }),
  },
  compute: ({ mode, water, coffee, ratio }) => {
    const waterKg = mode === 'water' ? water * WATER_KG_PER_M3 : coffee * ratio;
    const coffeeKg = mode === 'water' ? waterKg / ratio : coffee;
    const waterM3 = waterKg / WATER_KG_PER_M3;
    // Grams of coffee per kilogram (litre) of water.
    const gramsPerLitre = 1000 / ratio;
    const deviation = gramsPerLitre / GOLDEN_CUP_G_PER_L - 1;
    return {
      coffeeNeeded: coffeeKg,
      waterNeeded: waterM3,
      brewed: Math.max(0, waterKg - WATER_HELD_PER_COFFEE * coffeeKg) / WATER_KG_PER_M3,
      strength: gramsPerLitre,
      verdict:
        Math.abs(deviation) <= 0.1
          ? 'Within the Golden Cup range (55 g per litre, ±10 %).'
          : deviation > 0
            ? 'Stronger than the Golden Cup range: fine for espresso-style or cold-brew concentrate.'
            : 'Weaker than the Golden Cup range.',
    };
  },
});
