import { defineCalculator, out } from '../../engine/index.ts';
import { bodyHeightField, bodyWeightField } from '../shared/presets/body-fields.ts';
import { toCentimetres } from '../shared/body/anthropometry.ts';

// Each formula takes height in cm and weight in kg and returns square metres.

/** Mosteller RD. Simplified calculation of body-surface area. N Engl J Med 1987;317:1098. */
export const mosteller = (heightCm: number, weightKg: number) => Math.sqrt((heightCm * weightKg) / 3600);

/** Du Bois D, Du Bois EF. Arch Intern Med 1916;17:863–871. */
export const duBois = (heightCm: number, weightKg: number) => 0.007184 * weightKg ** 0.425 * heightCm ** 0.725;

/** Haycock GB, Schwartz GJ, Wisotsky DH. J Pediatr 1978;93:62–66. */
export const haycock = (heightCm: number, weightKg: number) => 0.024265 * weightKg ** 0.5378 * heightCm ** 0.3964;

const areaOutput = (label: string, primary = false) => out.number({ label, primary, decimals: 2, suffix: 'm²' });

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 70, min: 0.5, max: 350 }),
    height: bodyHeightField({ default: 170, min: 30, max: 250 }, 'Height or length'),
  },
  outputs: {
    mosteller: areaOutput('Body surface area (Mosteller)', true),
    duBois: areaOutput('Du Bois'),
    haycock: areaOutput('Haycock'),
  },
  compute: ({ weight, height }) => {
    const heightCm = toCentimetres(height);
    return {
      mosteller: mosteller(heightCm, weight),
      duBois: duBois(heightCm, weight),
      haycock: haycock(heightCm, weight),
    };
  },
});
