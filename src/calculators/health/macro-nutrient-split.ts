import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';

/** Atwater general factors, kcal per gram (USDA Agriculture Handbook No. 74, 1973). */
const KCAL_PER_GRAM = { protein: 4, carbohydrate: 4, fat: 9 } as const;

const JOULES_PER_KCAL = 4184;

/** Carbohydrate RDA for adults, g/day: the brain's glucose need (NASEM DRI, 2005). */
const CARB_RDA_GRAMS = 130;

type Macro = keyof typeof KCAL_PER_GRAM;

const macroNames: Record<Macro, string> = { protein: 'Protein', carbohydrate: 'Carbohydrate', fat: 'Fat' };

/** Acceptable Macronutrient Distribution Ranges for adults, % of energy (NASEM DRI, 2005). */
const AMDR: Record<Macro, readonly [number, number]> = {
  protein: [10, 35],
  carbohydrate: [45, 65],
  fat: [20, 35],
};

/** Percent of calories from protein, carbohydrate and fat. */
const presets = {
  guidelines: {
    label: 'Within the recommended ranges (20 / 50 / 30)',
    split: { protein: 20, carbohydrate: 50, fat: 30 },
  },
  balanced: { label: 'Balanced (30 / 40 / 30)', split: { protein: 30, carbohydrate: 40, fat: 30 } },
  highProtein: { label: 'High protein (35 / 40 / 25)', split: { protein: 35, carbohydrate: 40, fat: 25 } },
  lowCarb: { label: 'Low carb (30 / 20 / 50)', split: { protein: 30, carbohydrate: 20, fat: 50 } },
  lowFat: { label: 'Low fat (20 / 60 / 20)', split: { protein: 20, carbohydrate: 60, fat: 20 } },
} as const;

type Preset = keyof typeof presets;

const macros = Object.keys(KCAL_PER_GRAM) as Macro[];

function amdrNote(split: Record<Macro, number>, carbGrams: number): string {
  const outside = macros.filter((m) => split[m] < AMDR[m][0] || split[m] > AMDR[m][1]);
  const notes =
    outside.length === 0
      ? [
          'All three are within the ranges NASEM advises for adults (protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %).',
        ]
      : outside.map(
          (m) =>
            `${macroNames[m]} at ${split[m]} % is outside the ${AMDR[m][0]}–${AMDR[m][1]} % range NASEM advises for adults.`,
        );
  if (carbGrams < CARB_RDA_GRAMS) {
    notes.push(`Carbohydrate is below the ${CARB_RDA_GRAMS} g a day adult RDA.`);
  }
  return notes.join(' ');
}

export default defineCalculator({
  inputs: {
    calories: number({
      label: 'Daily calories',
      help: 'Your target intake, e.g. from the calorie or TDEE calculator.',
      unitFamily: 'energy',
      unit: 'kcal',
      units: ['kcal', 'kj'],
      default: 2000,
      min: 800,
      max: 10_000,
    }),
    split: select({
      label: 'Diet style (protein / carbohydrate / fat %)',
      options: [
        ...(Object.keys(presets) as Preset[]).map((value) => ({ value, label: presets[value].label })),
        { value: 'custom', label: 'Custom percentages' },
      ],
      default: 'guidelines',
    }),
    proteinPct: percent({
      label: 'Protein (custom)',
      help: 'Used with Custom percentages.',
      default: 30,
      min: 0,
      max: 100,
    }),
    carbPct: percent({ label: 'Carbohydrate (custom)', default: 40, min: 0, max: 100 }),
    fatPct: percent({ label: 'Fat (custom)', default: 30, min: 0, max: 100 }),
  },
  validate: ({ split, proteinPct, carbPct, fatPct }) => {
    const total = proteinPct + carbPct + fatPct;
    if (split !== 'custom' || Math.abs(total - 100) < 0.01) return [];
    const shown = Number(total.toFixed(2)).toLocaleString('en-US');
    return [{ field: 'fatPct', message: `Protein, carbohydrate and fat must add up to 100 % (now ${shown} %).` }];
  },
  outputs: {
    protein: out.number({ label: 'Protein', primary: true, suffix: 'g/day', decimals: 0 }),
    carbohydrate: out.number({ label: 'Carbohydrate', suffix: 'g/day', decimals: 0 }),
    fat: out.number({ label: 'Fat', suffix: 'g/day', decimals: 0 }),
    rangeCheck: out.text({ label: 'Compared with the recommended ranges' }),
    breakdown: out.table({
      label: 'Breakdown',
      columns: [
        { key: 'macro', label: 'Nutrient', kind: 'text' },
        { key: 'percent', label: 'Share of calories', kind: 'percent' },
        { key: 'kcal', label: 'kcal a day', kind: 'integer' },
        { key: 'grams', label: 'Grams a day', kind: 'integer' },
        { key: 'perGram', label: 'kcal per gram', kind: 'integer' },
      ],
    }),
    chart: out.chart({ label: 'Calories by nutrient', chart: 'pie', valueKind: 'number' }),
  },
  compute: ({ calories, split, proteinPct, carbPct, fatPct }) => {
    const kcal = calories / JOULES_PER_KCAL;
    const shares: Record<Macro, number> =
      split === 'custom' ? { protein: proteinPct, carbohydrate: carbPct, fat: fatPct } : presets[split].split;
    const energy = (m: Macro) => (kcal * shares[m]) / 100;
    const grams = (m: Macro) => energy(m) / KCAL_PER_GRAM[m];
    return {
      protein: grams('protein'),
      carbohydrate: grams('carbohydrate'),
      fat: grams('fat'),
      rangeCheck: amdrNote(shares, grams('carbohydrate')),
      breakdown: macros.map((m) => ({
        macro: macroNames[m],
        percent: shares[m],
        kcal: energy(m),
        grams: grams(m),
        perGram: KCAL_PER_GRAM[m],
      })),
      chart: [{ name: 'kcal a day', points: macros.map((m) => ({ x: macroNames[m], y: energy(m) })) }],
    };
  },
  examples: [
    {
      inputs: { calories: 2000, split: 'balanced' },
      expect: { protein: 150, carbohydrate: 200, fat: 66.667 },
      tolerance: 0.001,
      source:
        'Atwater factors 4/4/9 kcal per gram (USDA Handbook 74): 2,000 kcal × 30 % = 600 kcal ÷ 4 = 150 g protein (the same worked figure as Nutrition Health Review, 2018); × 40 % ÷ 4 = 200 g carbohydrate; × 30 % ÷ 9 = 66.7 g fat',
    },
    {
      inputs: { calories: 2000, split: 'custom', proteinPct: 10, carbPct: 55, fatPct: 35 },
      expect: { protein: 50, carbohydrate: 275, fat: 77.78 },
      tolerance: 0.01,
      source:
        'FDA Daily Values for a 2,000-calorie diet (21 CFR 101.9): protein 50 g (10 %), total carbohydrate 275 g (55 %), total fat 78 g (35 %, 77.8 g before rounding)',
    },
    {
      inputs: { calories: 2000, split: 'custom', proteinPct: 20, carbPct: 45, fatPct: 35 },
      expect: {
        carbohydrate: 225,
        rangeCheck:
          'All three are within the ranges NASEM advises for adults (protein 10–35 %, carbohydrate 45–65 %, fat 20–35 %).',
      },
      tolerance: 0.001,
      source:
        'Mayo Clinic, "Carbohydrates: How carbs fit into a healthy diet": at 2,000 calories a day, 45 % to 65 % from carbohydrate is 900 to 1,300 calories, or 225 to 325 grams; 45 % is the bottom of the NASEM range',
    },
    {
      inputs: { calories: { value: 8368, unit: 'kj' }, split: 'lowCarb' },
      expect: {
        protein: 150,
        carbohydrate: 100,
        fat: 111.111,
        rangeCheck:
          'Carbohydrate at 20 % is outside the 45–65 % range NASEM advises for adults. Fat at 50 % is outside the 20–35 % range NASEM advises for adults. Carbohydrate is below the 130 g a day adult RDA.',
      },
      tolerance: 0.001,
      source:
        'Energy in kilojoules: 8,368 kJ ÷ 4.184 kJ/kcal (NIST SP 811) = 2,000 kcal; low-carb 30/20/50 with Atwater 4/4/9 → 150 g protein, 100 g carbohydrate, 111.1 g fat; NASEM AMDR 45–65 % carbohydrate, 20–35 % fat and the 130 g carbohydrate RDA',
    },
  ],
});
