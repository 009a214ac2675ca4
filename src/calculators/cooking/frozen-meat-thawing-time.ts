import { defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/matter.ts';
import { THERMOMETER_NOTICE } from '../shared/cooking/safe-temperatures.ts';

/*
 * USDA FSIS thawing guidance ("The Big Thaw" and "Let's Talk Turkey"): in the refrigerator about
 * a day per 4 lb of turkey (the FSIS table: 12 to 16 lb takes 3 to 4 days) and a day per 5 lb of
 * other meat, small packages overnight; in cold water, changed every 30 minutes, about 30 minutes
 * a pound; in the microwave, by the oven's own directions, then cooked at once.
 */
const HOUR = 3600;
const DAY = 24 * HOUR;
const LB = toBase('mass', 1, 'lb');
const POUNDS_PER_FRIDGE_DAY = { turkey: 4, meat: 5 } as const;
const OVERNIGHT = 12 * HOUR;
const COLD_WATER_PER_LB = 0.5 * HOUR;

const AFTER = {
  fridge:
    'Cook within 1 to 2 days (poultry, ground meat) or 3 to 5 days (roasts, chops, steaks), or refreeze it uncooked.',
  coldWater: 'Keep it in its leak-proof bag, change the water every 30 minutes, and cook it as soon as it is thawed.',
  microwave:
    "Follow your microwave's defrost directions (minutes per pound and power level) and cook it at once: parts may start to cook.",
} as const;

export default defineCalculator({
  inputs: {
    food: select({
      label: 'Food',
      options: [
        { value: 'turkey', label: 'Whole turkey' },
        { value: 'meat', label: 'Other meat, poultry or fish' },
      ],
      default: 'turkey',
    }),
    weight: number({
      label: 'Weight',
      unitFamily: 'mass',
      unit: 'lb',
      units: ['lb', 'kg'],
      default: 16,
      min: 0.1,
      max: 40,
    }),
    method: radio({
      label: 'Thaw it',
      options: [
        { value: 'fridge', label: 'In the refrigerator' },
        { value: 'coldWater', label: 'In cold water' },
        { value: 'microwave', label: 'In the microwave' },
      ],
      default: 'fridge',
    }),
  },
  outputs: {
    time: out.duration({ label: 'Allow', primary: true, smallest: 'hour' }),
    after: out.text({ label: 'Then' }),
    safety: out.text({ label: 'Food safety' }),
  },
  compute: ({ food, weight, method }) => {
    const pounds = weight / LB;
    const fridge = Math.max((pounds / POUNDS_PER_FRIDGE_DAY[food]) * DAY, OVERNIGHT);
    const time = method === 'fridge' ? fridge : method === 'coldWater' ? pounds * COLD_WATER_PER_LB : 0;
    return {
      time,
      after: AFTER[method],
      safety: `Never thaw on the counter: the outside warms into the danger zone (40–140 °F, 4–60 °C) while the middle is frozen. Cook to a safe internal temperature. ${THERMOMETER_NOTICE}`,
    };
  },
});
