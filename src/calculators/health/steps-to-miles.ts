import { defineCalculator, integer, number, out, radio } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { sexInput } from '../shared/presets/body-fields.ts';

/**
 * Step length from height, the usual pedometer rule of thumb (Healthfully, "How to Measure One's
 * Step or Stride"): height × 0.413 for women and × 0.415 for men. Many trackers call this one
 * heel-to-heel step their "stride length".
 */
const STEP_PER_HEIGHT = { female: 0.413, male: 0.415 } as const;

const METRES_PER_MILE = SPACE_UNITS.length.units.mi.factor;

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
});
