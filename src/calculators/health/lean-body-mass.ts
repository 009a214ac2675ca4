import { defineCalculator, out } from '../../engine/index.ts';
import { bodyHeightField, bodyMassOutput, bodyWeightField, sexInput } from '../shared/presets/body-fields.ts';
import {
  bodyMassIndex,
  implausibleBmi,
  kgAndLbToTenth,
  roundToTenth,
  type Sex,
  toCentimetres,
} from '../shared/body/anthropometry.ts';

/** Weight W in kg, height H in cm; each returns lean body mass in kg. */
const FORMULAS = [
  {
    key: 'boer',
    name: 'Boer (1984)',
    // Boer P. Am J Physiol 1984;247:F632–F636.
    female: (w: number, h: number) => 0.252 * w + 0.473 * h - 48.3,
    male: (w: number, h: number) => 0.407 * w + 0.267 * h - 19.2,
  },
  {
    key: 'james',
    name: 'James (1976)',
    // James WPT. Research on obesity. London: HMSO, 1976.
    female: (w: number, h: number) => 1.07 * w - 148 * (w / h) ** 2,
    male: (w: number, h: number) => 1.1 * w - 128 * (w / h) ** 2,
  },
  {
    key: 'hume',
    name: 'Hume (1966)',
    // Hume R. J Clin Pathol 1966;19:389–391.
    female: (w: number, h: number) => 0.29569 * w + 0.41813 * h - 43.2933,
    male: (w: number, h: number) => 0.3281 * w + 0.33929 * h - 29.5336,
  },
] as const;

type FormulaKey = (typeof FORMULAS)[number]['key'];

/**
 * Above this BMI the James formula turns over and predicts less lean mass for more weight
 * (its derivative in W, 1.07 − 0.0296 × BMI or 1.10 − 0.0256 × BMI, falls below zero).
 */
const JAMES_TURNING_BMI: Record<Sex, number> = { female: 1.07 / 0.0296, male: 1.1 / 0.0256 };

/** Lean mass can be neither negative nor more than the whole body, whatever a regression says. */
const withinBody = (lean: number, weightKg: number) => Math.min(Math.max(lean, 0), weightKg);

export function leanBodyMasses(sex: Sex, weightKg: number, heightCm: number): Record<FormulaKey, number> {
  const masses = {} as Record<FormulaKey, number>;
  for (const formula of FORMULAS) masses[formula.key] = withinBody(formula[sex](weightKg, heightCm), weightKg);
  return masses;
}

const fatPercent = (lean: number, weight: number) => 100 * (1 - lean / weight);

export default defineCalculator({
  inputs: {
    sex: sexInput('male'),
    weight: bodyWeightField({ default: 80, min: 30, max: 300 }),
    height: bodyHeightField({ default: 178, min: 120, max: 230 }),
  },
  outputs: {
    boer: bodyMassOutput('Lean body mass (Boer)', true),
    boerFatMass: bodyMassOutput('Fat mass (Boer)'),
    boerBodyFat: out.percent({ label: 'Body fat (Boer)', decimals: 1 }),
    james: bodyMassOutput('Lean body mass (James)'),
    hume: bodyMassOutput('Lean body mass (Hume)'),
    comparison: out.table({
      label: 'All three formulas',
      columns: [
        { key: 'formula', label: 'Formula', kind: 'text' },
        { key: 'kg', label: 'Lean mass (kg)', kind: 'number' },
        { key: 'lb', label: 'Lean mass (lb)', kind: 'number' },
        { key: 'fat', label: 'Body fat', kind: 'percent' },
        { key: 'note', label: 'Note', kind: 'text' },
      ],
    }),
  },
  validate: ({ weight, height }) => implausibleBmi(weight, height),
  compute: ({ sex, weight, height }) => {
    const masses = leanBodyMasses(sex, weight, toCentimetres(height));
    const jamesUnreliable = bodyMassIndex(weight, height) > JAMES_TURNING_BMI[sex];
    return {
      ...masses,
      boerFatMass: weight - masses.boer,
      boerBodyFat: fatPercent(masses.boer, weight),
      comparison: FORMULAS.map((formula) => ({
        formula: formula.name,
        ...kgAndLbToTenth(masses[formula.key]),
        fat: roundToTenth(fatPercent(masses[formula.key], weight)),
        note: formula.key === 'james' && jamesUnreliable ? 'Unreliable at this BMI: too low' : '',
      })),
    };
  },
});
