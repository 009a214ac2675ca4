import { defineCalculator, number, out } from '../../engine/index.ts';
import { slopeAngle, slopeFactor } from '../shared/building/roofing.ts';

/** Rise or run of the roof, inches to start (the 12 of "x in 12"); any length unit works. */
const riseOrRun = (label: string, inches: number, help: string, allowZero: boolean) =>
  number({
    label,
    help,
    default: inches,
    unitFamily: 'length',
    unit: 'in',
    units: ['mm', 'cm', 'm', 'in', 'ft'],
    min: 0,
    minInclusive: allowZero,
    max: 100_000,
  });

export default defineCalculator({
  inputs: {
    rise: riseOrRun('Rise', 6, 'How far the roof climbs over the run; 0 for a flat roof.', true),
    run: riseOrRun('Run', 12, 'The level distance the rise is measured over, e.g. 12 in along a level.', false),
  },
  compute: ({ rise, run }) => {
    const ratio = rise / run;
    return {
      pitch: ratio * 12,
      angle: slopeAngle(ratio),
      grade: ratio * 100,
      factor: slopeFactor(ratio),
      rafterPerFoot: slopeFactor(ratio) * 12,
    };
  },
  outputs: {
    pitch: out.number({ label: 'Pitch', primary: true, decimals: 2, suffix: 'in 12' }),
    angle: out.number({ label: 'Roof angle', unitFamily: 'angle', unit: 'deg', units: ['deg', 'rad'], decimals: 2 }),
    grade: out.percent({ label: 'Grade (rise ÷ run)', decimals: 1 }),
    factor: out.number({
      label: 'Slope factor (roof area multiplier)',
      help: 'Multiply a plan (footprint) area by this to get the sloped roof area.',
      decimals: 3,
    }),
    rafterPerFoot: out.number({
      label: 'Common rafter per foot of run',
      help: 'Inches of rafter for every 12 in of run, as on a framing square.',
      decimals: 2,
      suffix: 'in',
    }),
  },
});
