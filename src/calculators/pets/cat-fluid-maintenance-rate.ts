import { defineCalculator, out, select } from '../../engine/index.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';

/** 2013 AAHA/AAFP Fluid Therapy Guidelines: a cat's maintenance fluid, 80 × kg^0.75 mL a day. */
export const catMaintenanceMlPerDay = (weightKg: number): number => 80 * weightKg ** 0.75;

const HOURS_PER_DAY = 24;
const SECONDS_PER_MINUTE = 60;

export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 4, min: 0.2, max: 15 }, "Cat's weight"),
    dropFactor: select({
      label: 'Drip set',
      help: 'Printed on the giving set: drops that make 1 mL.',
      options: [
        { value: '60', label: 'Microdrip, 60 drops/mL' },
        { value: '20', label: 'Standard, 20 drops/mL' },
        { value: '15', label: 'Standard, 15 drops/mL' },
        { value: '10', label: 'Macrodrip, 10 drops/mL' },
      ],
      default: '60',
    }),
  },
  outputs: {
    perDay: out.number({ label: 'Maintenance fluid a day', primary: true, suffix: 'mL/day', digits: 3 }),
    perHour: out.number({ label: 'Rate per hour', suffix: 'mL/h', digits: 3 }),
    perKgHour: out.number({ label: 'Rate per kg of body weight', suffix: 'mL/kg/h', digits: 3 }),
    dropsPerMinute: out.number({ label: 'Drip rate', suffix: 'drops/min', digits: 2 }),
    secondsPerDrop: out.number({ label: 'One drop every', suffix: 'seconds', digits: 2 }),
  },
  compute: ({ weight, dropFactor }) => {
    const perDay = catMaintenanceMlPerDay(weight);
    const perHour = perDay / HOURS_PER_DAY;
    const dropsPerMinute = (perHour * Number(dropFactor)) / SECONDS_PER_MINUTE;
    return {
      perDay,
      perHour,
      perKgHour: perHour / weight,
      dropsPerMinute,
      secondsPerDrop: SECONDS_PER_MINUTE / dropsPerMinute,
    };
  },
});
