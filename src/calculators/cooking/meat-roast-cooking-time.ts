import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import '../../engine/units/loaders/matter.ts';
import { ROASTS, type RoastCut } from '../shared/cooking/roasts.ts';
import { THERMOMETER_NOTICE } from '../shared/cooking/safe-temperatures.ts';

const LB = toBase('mass', 1, 'lb');
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    cut: select({
      label: 'Cut',
      options: Object.entries(ROASTS).map(([value, roast]) => ({ value, label: roast.label })),
      default: 'beefRibBoneIn',
    }),
    weight: number({
      label: 'Weight',
      unitFamily: 'mass',
      unit: 'lb',
      units: ['lb', 'kg'],
      default: 5,
      min: 0.5,
      max: 30,
    }),
  },
  outputs: {
    shortest: out.duration({ label: 'Roast for about', primary: true, smallest: 'minute' }),
    longest: out.duration({ label: 'Up to', smallest: 'minute' }),
    oven: out.number({
      label: 'Oven temperature',
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['f', 'c'],
      decimals: 0,
    }),
    range: out.text({ label: 'Timetable range' }),
    safety: out.text({ label: 'Done when' }),
  },
  compute: ({ cut, weight }) => {
    const roast = ROASTS[cut as RoastCut];
    const pounds = weight / LB;
    const inRange = pounds >= roast.fromLb && pounds <= roast.toLb;
    return {
      shortest: pounds * roast.minutesPerLb[0] * MINUTE,
      longest: pounds * roast.minutesPerLb[1] * MINUTE,
      oven: toBase('temperature', roast.ovenF, 'f'),
      range: inRange
        ? `Within the USDA timetable (${roast.sheet})`
        : `Outside the ${roast.fromLb}–${roast.toLb} lb the USDA times cover: treat the time as a rough guide`,
      safety: `145 °F (63 °C) in the thickest part, then a 3-minute rest; more for medium or well done. ${THERMOMETER_NOTICE}`,
    };
  },
});
