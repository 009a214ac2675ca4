import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { wattsField } from '../shared/presets/cycling-fields.ts';

/*
 * Concept2's pace–power relation for its RowErg and SkiErg, as the Performance Monitor computes
 * it: watts = 2.80 ÷ pace³, with pace in seconds per metre. Calories per hour on the monitor =
 * watts × 4 × 0.8604 + 300 (a 300 kcal/h resting allowance for a 79.5 kg rower).
 */
const POWER_CONSTANT = 2.8;
const SPLIT_METRES = 500;
const KCAL_PER_HOUR_PER_WATT = 4 * 0.8604;
const RESTING_KCAL_PER_HOUR = 300;

export default defineCalculator({
  inputs: {
    from: radio({
      label: 'I know my',
      options: [
        { value: 'split', label: 'Split per 500 m' },
        { value: 'watts', label: 'Watts' },
      ],
      default: 'split',
    }),
    split: number({
      label: 'Split per 500 m',
      help: 'Type 2:00 or 120 s. Used when you know your split.',
      unitFamily: 'time',
      unit: 's',
      units: ['min', 's'],
      default: 120,
      // The 500 m world record pace is about 1:13; 10:00 per 500 m is barely moving.
      min: 60,
      max: 600,
    }),
    watts: wattsField('Average power', 200, 'Used when you know your watts.', 1200),
  },
  outputs: {
    watts: out.number({ label: 'Power', primary: true, decimals: 1, suffix: 'W' }),
    split: out.duration({ label: 'Split per 500 m' }),
    twoK: out.duration({ label: 'Time for 2,000 m at this split' }),
    caloriesPerHour: out.number({ label: 'Calories per hour (monitor)', decimals: 0, suffix: 'kcal/h' }),
  },
  compute: ({ from, split, watts }) => {
    const secondsPerMetre = from === 'split' ? split / SPLIT_METRES : (POWER_CONSTANT / watts) ** (1 / 3);
    const power = POWER_CONSTANT / secondsPerMetre ** 3;
    return {
      watts: power,
      split: Math.round(secondsPerMetre * SPLIT_METRES * 10) / 10,
      twoK: Math.round(secondsPerMetre * 2000 * 10) / 10,
      caloriesPerHour: power * KCAL_PER_HOUR_PER_WATT + RESTING_KCAL_PER_HOUR,
    };
  },
});
