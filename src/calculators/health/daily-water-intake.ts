import { defineCalculator, integer, out, select } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { weightInput } from '../shared/presets/body-fields.ts';

const M3_PER_LITRE = SPACE_UNITS.volume.units.l.factor;

/**
 * Adequate Intakes of water for adults 19 and over, litres a day (NASEM, Dietary Reference Intakes
 * for Water, Potassium, Sodium, Chloride, and Sulfate, 2005): total water from all sources, and the
 * part from drinking water and other beverages; the rest, about a fifth, comes from food.
 */
const adequateIntake = {
  male: { label: 'Man', total: 3.7, drinks: 3.0 },
  female: { label: 'Woman', total: 2.7, drinks: 2.2 },
  pregnant: { label: 'Pregnant', total: 3.0, drinks: 2.3 },
  breastfeeding: { label: 'Breastfeeding', total: 3.8, drinks: 3.1 },
} as const;

type Group = keyof typeof adequateIntake;

/**
 * ACSM position stand "Exercise and fluid replacement" (Sawka et al. 2007): a starting point of
 * 0.4–0.8 L an hour, higher for heavier people in warm weather and lower for lighter people in
 * cool weather. Each climate's rate is for a 70 kg person and scales with body weight, kept
 * within that band.
 */
const climates = {
  cool: { label: 'Cool or mild', litresPerHourAt70kg: 0.4 },
  warm: { label: 'Warm', litresPerHourAt70kg: 0.6 },
  hot: { label: 'Hot or humid', litresPerHourAt70kg: 0.8 },
} as const;

type Climate = keyof typeof climates;

const ACSM_MIN_L_PER_H = 0.4;
const ACSM_MAX_L_PER_H = 0.8;

function exerciseLitresPerHour(climate: Climate, weightKg: number): number {
  const scaled = (climates[climate].litresPerHourAt70kg * weightKg) / 70;
  return Math.min(ACSM_MAX_L_PER_H, Math.max(ACSM_MIN_L_PER_H, scaled));
}

const volumeOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'volume',
    unit: 'l',
    imperialUnit: 'cup',
    units: ['l', 'ml', 'cup', 'floz'],
    digits: 3,
  });

export default defineCalculator({
  inputs: {
    group: select({
      label: 'You are',
      options: (Object.keys(adequateIntake) as Group[]).map((value) => ({
        value,
        label: adequateIntake[value].label,
      })),
      default: 'female',
    }),
    weight: weightInput(65, 'Body weight'),
    exercise: integer({ label: 'Exercise a day', default: 30, min: 0, max: 720, suffix: 'minutes' }),
    climate: select({
      label: 'Climate where you exercise',
      options: (Object.keys(climates) as Climate[]).map((value) => ({ value, label: climates[value].label })),
      default: 'cool',
    }),
  },
  outputs: {
    drinks: volumeOutput('Water and other drinks a day', true),
    total: volumeOutput('Total water a day, including food'),
    fromFood: volumeOutput('Water from food (about a fifth)'),
    forExercise: volumeOutput('Extra for exercise'),
    exerciseRate: out.number({
      label: 'Drinking rate while exercising, per hour',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'floz',
      units: ['l', 'ml', 'floz', 'cup'],
      digits: 3,
    }),
  },
  compute: ({ group, weight, exercise, climate }) => {
    const base = adequateIntake[group];
    const rate = exerciseLitresPerHour(climate, weight);
    const extra = (rate * exercise) / 60;
    return {
      drinks: (base.drinks + extra) * M3_PER_LITRE,
      total: (base.total + extra) * M3_PER_LITRE,
      fromFood: (base.total - base.drinks) * M3_PER_LITRE,
      forExercise: extra * M3_PER_LITRE,
      exerciseRate: rate * M3_PER_LITRE,
    };
  },
});
