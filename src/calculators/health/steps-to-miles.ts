import { defineCalculator, integer, number, out, radio } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { sexInput } from '../shared/presets/body-fields.ts';

/**
 * Step length from height, the usual pedometer rule of thumb (Healthfully, "How to Measure One's
 * Step or Stride"): height × 0.413 for women and × 0.415 for men. Many trackers call this one
 * heel-to-heel step their "stride length".
 */
const STEP_PER_HEIGHT = { female: 0.413, male: 0.415 } as const;

const METRES_PER_MILE = UNIT_FAMILIES.length.units.mi.factor;

const lengthOptions = { unitFamily: 'length', unit: 'cm', imperialUnit: 'in', units: ['cm', 'm', 'in', 'ft'] } as const;

export default defineCalculator({
  inputs: {
    steps: integer({ label: 'Steps', default: 10_000, min: 0, max: 1_000_000, suffix: 'steps' }),
    stepFrom: radio({
      label: 'Step length from',
      options: [
        { value: 'height', label: 'My height (estimate)' },
        { value: 'measured', label: 'My measured step length' },
      ],
      default: 'height',
    }),
    sex: sexInput(),
    height: number({
      label: 'Height',
      help: 'You can type 5 ft 7 in or 170 cm.',
      ...lengthOptions,
      default: 165,
      min: 100,
      max: 250,
    }),
    stepLength: number({
      label: 'Measured step length',
      help: 'Heel to heel in one step: walk 20 steps, measure, divide by 20. Used only with "measured".',
      ...lengthOptions,
      default: 70,
      min: 20,
      max: 200,
    }),
  },
  outputs: {
    miles: out.number({
      label: 'Distance in miles',
      primary: true,
      unitFamily: 'length',
      unit: 'mi',
      units: ['mi', 'yd', 'ft'],
      decimals: 2,
    }),
    kilometres: out.number({
      label: 'Distance in kilometres',
      primary: true,
      unitFamily: 'length',
      unit: 'km',
      units: ['km', 'm'],
      decimals: 2,
    }),
    stepUsed: out.number({
      label: 'Step length used',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in', 'ft'],
      decimals: 1,
    }),
    stepsPerMile: out.number({ label: 'Steps per mile', decimals: 0, suffix: 'steps' }),
    stepsPerKm: out.number({ label: 'Steps per kilometre', decimals: 0, suffix: 'steps' }),
  },
  compute: ({ steps, stepFrom, sex, height, stepLength }) => {
    // Lengths arrive in metres.
    const step = stepFrom === 'height' ? height * STEP_PER_HEIGHT[sex] : stepLength;
    const metres = steps * step;
    return {
      miles: metres,
      kilometres: metres,
      stepUsed: step,
      stepsPerMile: METRES_PER_MILE / step,
      stepsPerKm: 1000 / step,
    };
  },
  examples: [
    {
      inputs: { steps: 10_000, stepFrom: 'height', sex: 'female', height: { value: 65, unit: 'in' } },
      expect: { stepUsed: { value: 26.845, unit: 'in' }, miles: { value: 4.2369, unit: 'mi' } },
      tolerance: 0.001,
      source:
        'Healthfully, "How to Measure One\'s Step or Stride": a 5 ft 5 in (65 in) woman multiplies her height by 0.413 → 26.845 in per step; 10,000 × 26.845 in ÷ 63,360 in per mile = 4.2369 mi',
    },
    {
      inputs: { steps: 2112, stepFrom: 'measured', stepLength: { value: 2.5, unit: 'ft' } },
      expect: { miles: { value: 1, unit: 'mi' }, stepsPerMile: 2112 },
      tolerance: 1e-6,
      source:
        'Fitness for Weight Loss, "How to measure your step length": 30 ft ÷ 12 steps = 2.5 ft per step; a mile is 5,280 ft (NIST), so 5,280 ÷ 2.5 = 2,112 steps per mile',
    },
    {
      inputs: { steps: 10_000, stepFrom: 'height', sex: 'male', height: 180 },
      expect: { stepUsed: 0.747, kilometres: 7470 },
      tolerance: 1e-6,
      source:
        'Healthfully, "How to Measure One\'s Step or Stride": men multiply their height by 0.415, so 180 cm × 0.415 = 74.7 cm; 10,000 steps × 0.747 m = 7.47 km',
    },
    {
      inputs: { steps: 0 },
      expect: { miles: 0, kilometres: 0 },
      tolerance: 1e-12,
      source: 'Zero steps cover no distance: distance = steps × step length = 0',
    },
    {
      inputs: { steps: 10_000, stepFrom: 'measured', stepLength: { value: 30, unit: 'in' } },
      expect: { stepsPerMile: 2112, kilometres: 7620, miles: { value: 4.734848, unit: 'mi' } },
      tolerance: 0.01,
      source:
        'U.S. Army TC 3-25.26, Map Reading and Land Navigation, para. 5-20 (Pace count): "A pace is equal to one natural step, about 30 inches long." A mile is 63,360 in (NIST), so 63,360 ÷ 30 = 2,112 steps per mile and 10,000 steps × 30 in (0.762 m) = 300,000 in = 7.62 km = 4.734848 mi',
    },
    {
      inputs: { steps: 116, stepFrom: 'measured', stepLength: { value: 100 / 116, unit: 'm' } },
      expect: { kilometres: 100, stepsPerKm: 1160 },
      tolerance: 1e-6,
      source:
        'U.S. Army STP 21-1-SMCT, Soldier\'s Manual of Common Tasks, task 071-329-1006 (Navigate on foot), step 1a: "The average soldier uses 116 paces to travel 100 meters" (a pace being one natural step), i.e. a step of 100 m ÷ 116 = 86.2 cm; 116 such steps cover 100 m and a kilometre takes 1,160',
    },
  ],
});
