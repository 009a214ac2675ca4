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
  examples: [
    {
      inputs: { rise: { value: 6, unit: 'in' }, run: { value: 12, unit: 'in' } },
      expect: { pitch: 6, angle: { value: 26.57, unit: 'deg' }, grade: 50, factor: 1.118, rafterPerFoot: 13.42 },
      tolerance: 0.005,
      source:
        'Framing-square rafter table (Instructables, "How to make a common rafter", step 4): 6/12 pitch = 13.42 in of common rafter per foot of run; slope multiplier 1.118 for 6/12 (roof pitch multiplier tables); tan⁻¹(6/12) = 26.57°',
    },
    {
      inputs: { rise: { value: 7, unit: 'in' }, run: { value: 12, unit: 'in' } },
      expect: { rafterPerFoot: 13.89, angle: { value: 30.26, unit: 'deg' } },
      tolerance: 0.005,
      source:
        'US Navy, Builder 3 & 2 (NAVEDTRA 14044), Figure 2-17: a 7-inch unit of rise gives 13.89 in of common rafter per foot of run (√193); tan⁻¹(7/12) = 30.26°',
    },
    {
      inputs: { rise: { value: 1, unit: 'm' }, run: { value: 1, unit: 'm' } },
      expect: { pitch: 12, angle: { value: 45, unit: 'deg' }, grade: 100, factor: 1.414 },
      tolerance: 0.0005,
      source:
        'Right-angle geometry: equal rise and run is a 45° slope, 12 in 12, 100 % grade, factor √2 = 1.414 (12/12 row of roof pitch multiplier tables)',
    },
    {
      inputs: { rise: 0, run: { value: 12, unit: 'in' } },
      expect: { pitch: 0, angle: 0, grade: 0, factor: 1 },
      source: 'Edge case: a flat roof has no rise, no angle and a slope factor of exactly 1',
    },
  ],
});
