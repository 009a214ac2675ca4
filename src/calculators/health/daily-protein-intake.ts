import { defineCalculator, out, percent, select } from '../../engine/index.ts';
import { MATTER_UNITS } from '../../engine/units/families/matter.ts';
import { weightInput } from '../shared/presets/body-fields.ts';

/** ISSN: about 0.25 g of high-quality protein per kg of body weight per meal (Jäger et al. 2017). */
const PER_MEAL_G_PER_KG = 0.25;

/**
 * Daily protein in g per kg, with who recommends it. Most figures are per kg of body weight; the
 * one for strength training while losing weight is per kg of fat-free (lean) mass (ISSN position
 * stand, Jäger et al. 2017, citing Helms et al. 2014).
 */
const goals = {
  rda: {
    label: 'Adult, mostly sedentary (RDA)',
    gPerKg: [0.8, 0.8],
    of: 'body',
    by: 'NASEM Dietary Reference Intakes (2005)',
  },
  older: {
    label: 'Adult aged 65 or over',
    gPerKg: [1.0, 1.2],
    of: 'body',
    by: 'PROT-AGE Study Group (Bauer et al. 2013)',
  },
  exercise: {
    label: 'Exercising regularly or building muscle',
    gPerKg: [1.4, 2.0],
    of: 'body',
    by: 'ISSN position stand (Jäger et al. 2017)',
  },
  cutting: {
    label: 'Strength training while losing weight',
    gPerKg: [2.3, 3.1],
    of: 'lean',
    by: 'ISSN position stand (Jäger et al. 2017), after Helms et al. (2014)',
  },
} as const;

/** What a goal's figure is per, after "g/kg": nothing for body weight, " of lean mass" for lean mass. */
const perWhat = (goal: Goal) => (goals[goal].of === 'lean' ? ' of lean mass' : '');

type Goal = keyof typeof goals;

const goalKeys = Object.keys(goals) as Goal[];

/** "1.4–2.0" from [1.4, 2.0]; one number when both ends agree. */
const range = ([low, high]: readonly [number, number], decimals: number, scale = 1) => {
  const shown = (value: number) => (value * scale).toFixed(decimals);
  return low === high ? shown(low) : `${shown(low)}–${shown(high)}`;
};

export default defineCalculator({
  inputs: {
    weight: weightInput(70, 'Body weight'),
    goal: select({
      label: 'Activity and goal',
      options: goalKeys.map((value) => ({
        value,
        label: `${goals[value].label} (${range(goals[value].gPerKg, 1)} g/kg${perWhat(value)})`,
      })),
      default: 'rda',
    }),
    bodyFat: percent({
      label: 'Body fat',
      help: 'Used for strength training while losing weight, whose figure is per kg of lean (fat-free) mass.',
      default: 20,
      min: 3,
      max: 70,
    }),
  },
  outputs: {
    target: out.number({ label: 'Daily protein (middle of the range)', primary: true, suffix: 'g/day', decimals: 0 }),
    low: out.number({ label: 'Range from', suffix: 'g/day', decimals: 0 }),
    high: out.number({ label: 'Range up to', suffix: 'g/day', decimals: 0 }),
    rda: out.number({ label: 'RDA minimum for adults (0.8 g/kg)', suffix: 'g/day', decimals: 0 }),
    perMeal: out.number({ label: 'Protein per meal (0.25 g/kg)', suffix: 'g', decimals: 0 }),
    recommendedBy: out.text({ label: 'Recommended by' }),
    allGoals: out.table({
      label: 'Protein for every goal',
      columns: [
        { key: 'goal', label: 'Activity and goal', kind: 'text' },
        { key: 'perKg', label: 'g per kg', kind: 'text' },
        { key: 'perLb', label: 'g per lb', kind: 'text' },
        { key: 'low', label: 'Grams a day, from', kind: 'integer' },
        { key: 'high', label: 'up to', kind: 'integer' },
        { key: 'by', label: 'Source', kind: 'text' },
      ],
    }),
  },
  compute: ({ weight, goal, bodyFat }) => {
    const leanMass = weight * (1 - bodyFat / 100);
    const basis = (key: Goal) => (goals[key].of === 'lean' ? leanMass : weight);
    const [low, high] = goals[goal].gPerKg.map((perKg) => perKg * basis(goal)) as [number, number];
    return {
      target: (low + high) / 2,
      low,
      high,
      rda: weight * 0.8,
      perMeal: weight * PER_MEAL_G_PER_KG,
      recommendedBy: goals[goal].by,
      allGoals: goalKeys.map((key) => ({
        goal: goals[key].label,
        perKg: `${range(goals[key].gPerKg, 1)}${perWhat(key)}`,
        // 1 lb = 0.45359237 kg, so g per lb = g per kg × kg per lb.
        perLb: `${range(goals[key].gPerKg, 2, MATTER_UNITS.mass.units.lb.factor)}${perWhat(key)}`,
        low: basis(key) * goals[key].gPerKg[0],
        high: basis(key) * goals[key].gPerKg[1],
        by: goals[key].by,
      })),
    };
  },
});
