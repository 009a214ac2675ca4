import { number } from '../../../engine/index.ts';

/* An audio sample rate in kHz (or Hz), from 8 kHz telephony to 768 kHz high-resolution converters. */
export const sampleRateField = (label: string, defaultKilohertz: number) =>
  number({
    label,
    unitFamily: 'frequency',
    unit: 'khz',
    units: ['hz', 'khz'],
    default: defaultKilohertz,
    min: 8,
    max: 768,
  });
