import { defineCalculator, number, out, percent, select } from '../../engine/index.ts';
import { HEAT_UNITS } from '../../engine/units/families/heat.ts';
import { MATTER_UNITS } from '../../engine/units/families/matter.ts';
import { weightInput } from '../shared/presets/body-fields.ts';
import { calorieFloorNote } from '../shared/body/energy.ts';
import {
  AMDR,
  amdrNote,
  KCAL_PER_GRAM,
  macroNames,
  macros,
  oneDecimal,
  type Macro,
} from '../shared/body/macronutrients.ts';

const JOULES_PER_KCAL = HEAT_UNITS.energy.units.kcal.factor;

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

/**
 * What each goal does to the maintenance calories and which protein it asks for, in g per kg of
 * body weight a day.
 * - Lose: 500 kcal a day below maintenance, about 0.5 kg (1 lb) a week (NIH MedlinePlus; Mayo
 *   Clinic). Protein 2.0 g/kg, the top of the ISSN's 1.4–2.0 g/kg range (Jäger et al. 2017),
 *   because a deficit costs muscle; for anyone of about 13–35 % body fat it is the 2.3–3.1 g per
 *   kg of lean mass Helms et al. (2014) advise for lifters who are dieting.
 * - Maintain: no change. Protein 1.4 g/kg, the bottom of the ISSN range, enough to keep muscle.
 * - Gain: 400 kcal a day above maintenance, inside the ~1,500–2,000 kJ (360–480 kcal) lean-gain
 *   surplus of Slater et al. (2019). Protein 1.6 g/kg, where gains in lean mass level off in the
 *   meta-analysis of Morton et al. (2018), inside the ISSN range.
 */
const goals = {
  lose: { kcalPerDay: -500, gPerKg: 2.0, change: 'to lose about 0.5 kg (1 lb) a week' },
  maintain: { kcalPerDay: 0, gPerKg: 1.4, change: '' },
  gain: { kcalPerDay: 400, gPerKg: 1.6, change: 'for a lean gain' },
} as const;

/** Protein choices that override the goal's own g/kg. */
const proteinChoices = {
  goal: { label: 'Set by the goal (lose 2.0, maintain 1.4, gain 1.6 g/kg)', gPerKg: 0 },
  '0.8': { label: '0.8 g/kg (adult RDA)', gPerKg: 0.8 },
  '1.0': { label: '1.0 g/kg', gPerKg: 1.0 },
  '1.2': { label: '1.2 g/kg', gPerKg: 1.2 },
  '1.4': { label: '1.4 g/kg', gPerKg: 1.4 },
  '1.6': { label: '1.6 g/kg', gPerKg: 1.6 },
  '1.8': { label: '1.8 g/kg', gPerKg: 1.8 },
  '2.0': { label: '2.0 g/kg', gPerKg: 2.0 },
  // 1 lb = 0.45359237 kg, so "1 g of protein per lb" is 1 ÷ 0.45359237 ≈ 2.2046 g per kg.
  perLb: { label: '2.2 g/kg (1 g per lb)', gPerKg: 1 / MATTER_UNITS.mass.units.lb.factor },
  '2.4': { label: '2.4 g/kg', gPerKg: 2.4 },
} as const;

type ProteinChoice = keyof typeof proteinChoices;

/** Whole numbers with thousands separators: "2,568". */
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export default defineCalculator({
  inputs: {
    goal: select({
      label: 'Goal',
      help: 'With a goal, the calories below are your maintenance calories and protein comes from your weight.',
      options: [
        { value: 'none', label: 'None: split the calories I enter' },
        { value: 'lose', label: 'Lose weight (500 kcal a day below maintenance)' },
        { value: 'maintain', label: 'Maintain weight' },
        { value: 'gain', label: 'Gain weight or build muscle (400 kcal a day above maintenance)' },
      ],
      default: 'none',
    }),
    calories: number({
      label: 'Daily calories',
      help: 'With a goal: your maintenance calories (TDEE calculator). Without one: the intake to split.',
      unitFamily: 'energy',
      unit: 'kcal',
      units: ['kcal', 'kj'],
      default: 2000,
      min: 800,
      max: 10_000,
    }),
    weight: { ...weightInput(70, 'Body weight'), help: 'Used with a goal, to set protein in grams per kg.' },
    proteinPerKg: select({
      label: 'Protein per kg of body weight',
      help: 'Used with a goal. With a lot of body fat to lose, a lower figure or your goal weight is enough.',
      options: (Object.keys(proteinChoices) as ProteinChoice[]).map((value) => ({
        value,
        label: proteinChoices[value].label,
      })),
      default: 'goal',
    }),
    split: select({
      label: 'Diet style (protein / carbohydrate / fat %)',
      help: 'With a goal, only its fat share is used, kept within 20–35 %; carbohydrate fills the rest.',
      options: [
        ...(Object.keys(presets) as Preset[]).map((value) => ({ value, label: presets[value].label })),
        { value: 'custom', label: 'Custom percentages' },
      ],
      default: 'guidelines',
    }),
    proteinPct: percent({
      label: 'Protein (custom)',
      help: 'Used with Custom percentages; with a goal only the fat share counts.',
      default: 30,
      min: 0,
      max: 100,
    }),
    carbPct: percent({ label: 'Carbohydrate (custom)', default: 40, min: 0, max: 100 }),
    fatPct: percent({ label: 'Fat (custom)', default: 30, min: 0, max: 100 }),
  },
  validate: ({ goal, split, proteinPct, carbPct, fatPct }) => {
    const total = proteinPct + carbPct + fatPct;
    // With a goal only the fat share is used, so the three need not add up.
    if (goal !== 'none' || split !== 'custom' || Math.abs(total - 100) < 0.01) return [];
    const shown = Number(total.toFixed(2)).toLocaleString('en-US');
    return [{ field: 'fatPct', message: `Protein, carbohydrate and fat must add up to 100 % (now ${shown} %).` }];
  },
  outputs: {
    protein: out.number({ label: 'Protein', primary: true, suffix: 'g/day', decimals: 0 }),
    carbohydrate: out.number({ label: 'Carbohydrate', suffix: 'g/day', decimals: 0 }),
    fat: out.number({ label: 'Fat', suffix: 'g/day', decimals: 0 }),
    target: out.number({
      label: 'Daily calorie target',
      unitFamily: 'energy',
      unit: 'kcal',
      units: ['kcal', 'kj'],
      decimals: 0,
    }),
    method: out.text({ label: 'How these numbers were set' }),
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
  compute: ({ goal, calories, weight, proteinPerKg, split, proteinPct, carbPct, fatPct }) => {
    const entered = calories / JOULES_PER_KCAL;
    const style: Record<Macro, number> =
      split === 'custom' ? { protein: proteinPct, carbohydrate: carbPct, fat: fatPct } : presets[split].split;

    let target: number;
    let energy: Record<Macro, number>;
    const method: string[] = [];
    if (goal === 'none') {
      target = entered;
      energy = {
        protein: (target * style.protein) / 100,
        carbohydrate: (target * style.carbohydrate) / 100,
        fat: (target * style.fat) / 100,
      };
      method.push(
        `No goal chosen: your ${whole(target)} kcal are split by the diet style's percentages. Choose a goal to start from your maintenance calories and set protein from your body weight.`,
      );
    } else {
      const rule = goals[goal];
      target = entered + rule.kcalPerDay;
      const gPerKg = proteinPerKg === 'goal' ? rule.gPerKg : proteinChoices[proteinPerKg].gPerKg;
      const fatShare = Math.min(Math.max(style.fat, AMDR.fat[0]), AMDR.fat[1]);
      const protein = weight * gPerKg * KCAL_PER_GRAM.protein;
      const fat = (target * fatShare) / 100;
      energy = { protein, fat, carbohydrate: Math.max(0, target - protein - fat) };

      method.push(
        rule.kcalPerDay === 0
          ? `Calories: your maintenance ${whole(entered)} kcal.`
          : `Calories: ${whole(entered)} kcal maintenance ${rule.kcalPerDay < 0 ? '−' : '+'} ${whole(Math.abs(rule.kcalPerDay))} kcal ${rule.change} = ${whole(target)} kcal.`,
        `Protein: ${gPerKg.toFixed(1)} g/kg × ${oneDecimal(weight)} kg = ${whole(protein / KCAL_PER_GRAM.protein)} g (${whole(protein)} kcal).`,
        fatShare === style.fat
          ? `Fat: ${oneDecimal(fatShare)} % of calories = ${whole(fat)} kcal (${whole(fat / KCAL_PER_GRAM.fat)} g).`
          : `Fat: ${oneDecimal(fatShare)} % of calories = ${whole(fat)} kcal (${whole(fat / KCAL_PER_GRAM.fat)} g), held inside the 20–35 % range instead of the diet style's ${oneDecimal(style.fat)} %.`,
        protein + fat > target
          ? `Carbohydrate: none is left, because protein and fat alone come to ${whole(protein + fat)} kcal, more than the ${whole(target)} kcal target. Choose less protein per kg or a diet style with less fat, or check your weight and calories.`
          : `Carbohydrate: the remaining ${whole(energy.carbohydrate)} kcal (${whole(energy.carbohydrate / KCAL_PER_GRAM.carbohydrate)} g).`,
      );
    }

    const grams = (m: Macro) => energy[m] / KCAL_PER_GRAM[m];
    const shares: Record<Macro, number> = {
      protein: (energy.protein / target) * 100,
      carbohydrate: (energy.carbohydrate / target) * 100,
      fat: (energy.fat / target) * 100,
    };
    const floor = calorieFloorNote(target);
    const rangeCheck = amdrNote(shares, grams('carbohydrate'), goal !== 'none');
    return {
      protein: grams('protein'),
      carbohydrate: grams('carbohydrate'),
      fat: grams('fat'),
      target: target * JOULES_PER_KCAL,
      method: method.join(' '),
      rangeCheck: floor ? `${rangeCheck} ${floor}` : rangeCheck,
      breakdown: macros.map((m) => ({
        macro: macroNames[m],
        percent: shares[m],
        kcal: energy[m],
        grams: grams(m),
        perGram: KCAL_PER_GRAM[m],
      })),
      chart: [{ name: 'kcal a day', points: macros.map((m) => ({ x: macroNames[m], y: energy[m] })) }],
    };
  },
});
