import { defineCalculator, lessThan, number, out, radio } from '../../engine/index.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';

/*
 * OSHA 29 CFR 1926.1053(b)(5)(i): a ladder leaning on a support stands with its foot a quarter of
 * its working length (foot to top support) out from the support: the 4:1 rule, an angle of
 * arccos(1/4) ≈ 75.5° with the ground. The height it reaches is then √15 / 4 of its working length.
 * 1926.1053(b)(1): to step off onto a roof or landing, the rails reach at least 3 ft above it.
 */
const REACH_PER_LENGTH = Math.sqrt(15) / 4;
const BASE_PER_LENGTH = 1 / 4;
const ANGLE = Math.acos(BASE_PER_LENGTH);

const lengthOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'm', imperialUnit: 'ft', units: ['m', 'ft'] });

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'I know',
      options: [
        { value: 'height', label: 'The height to reach (find the ladder)' },
        { value: 'ladder', label: 'My ladder’s length (find its reach)' },
      ],
      default: 'height',
    }),
    height: buildingLength('Height of the top support', 4, {
      help: 'From the ground to where the ladder rests: the gutter, roof edge or wall.',
    }),
    ladderLength: buildingLength('Ladder working length', 6, {
      help: 'Extended length less the overlap of the sections, from the feet to the top support.',
    }),
    extension: number({
      label: 'Extension above the support',
      help: 'To step off onto a roof, OSHA asks at least 3 ft (0.9 m); 0 when you work from the ladder.',
      default: 3,
      unitFamily: 'length',
      unit: 'ft',
      units: ['m', 'ft'],
      min: 0,
      max: 10,
    }),
  },
  outputs: {
    ladderNeeded: lengthOutput('Ladder length needed, with the extension', true),
    workingLength: lengthOutput('Working length to the support'),
    reach: lengthOutput('Height reached at the support'),
    base: lengthOutput('Foot of the ladder out from the wall'),
    angle: out.number({
      label: 'Angle with the ground',
      unitFamily: 'angle',
      unit: 'deg',
      units: ['deg'],
      decimals: 1,
    }),
  },
  validate: ({ mode, ladderLength, extension }) =>
    mode === 'ladder'
      ? lessThan('extension', extension, ladderLength, { what: 'The extension', than: 'the ladder length' })
      : [],
  compute: ({ mode, height, ladderLength, extension }) => {
    const workingLength = mode === 'height' ? height / REACH_PER_LENGTH : Math.max(0, ladderLength - extension);
    return {
      ladderNeeded: workingLength + extension,
      workingLength,
      reach: workingLength * REACH_PER_LENGTH,
      base: workingLength * BASE_PER_LENGTH,
      angle: ANGLE,
    };
  },
});
