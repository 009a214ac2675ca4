import { defineCalculator, number, out } from '../../engine/index.ts';
import { allowedHours, NIOSH, noiseDose, OSHA, type NoisePeriod } from '../shared/wellness/noise.ts';

/** OSHA 1910.95 Table G-16 footnote: no exposure above 115 dBA; NIOSH: never above 140 dB peak. */
const OSHA_CEILING_DBA = 115;
const HOUR = 3600;

const level = (which: string, dBA: number) =>
  number({ label: `${which} sound: level`, default: dBA, min: 0, max: 140, step: 0.5, suffix: 'dBA' });
const duration = (which: string, hours: number) =>
  number({ label: `${which} sound: hours a day`, default: hours, min: 0, max: 24, step: 0.25, suffix: 'hours' });

const doseVerdict = (dose: number) =>
  dose > 100
    ? 'Over the NIOSH daily limit: cut the time or the volume, or wear hearing protection.'
    : 'Within the NIOSH daily limit for these sounds.';

export default defineCalculator({
  inputs: {
    firstLevel: level('First', 100),
    firstHours: duration('First', 0.25),
    secondLevel: level('Second', 88),
    secondHours: duration('Second', 1),
    thirdLevel: level('Third', 75),
    thirdHours: duration('Third', 0),
  },
  outputs: {
    nioshDose: out.percent({ label: 'Daily noise dose (NIOSH)', primary: true, decimals: 0 }),
    verdict: out.text({ label: 'Compared with the NIOSH limit' }),
    nioshTime: out.duration({ label: 'Safe time a day at the first level (NIOSH, 85 dBA, 3 dB)', smallest: 'minute' }),
    oshaTime: out.duration({ label: 'Allowed time a day at the first level (OSHA, 90 dBA, 5 dB)', smallest: 'minute' }),
    oshaDose: out.percent({ label: 'Daily noise dose (OSHA)', decimals: 0 }),
    perSound: out.table({
      label: 'Each sound',
      columns: [
        { key: 'level', label: 'Level (dBA)', kind: 'number' },
        { key: 'hours', label: 'Hours', kind: 'number' },
        { key: 'nioshHours', label: 'NIOSH safe hours', kind: 'number' },
        { key: 'oshaHours', label: 'OSHA allowed hours', kind: 'number' },
        { key: 'note', label: 'Note', kind: 'text' },
      ],
    }),
  },
  compute: ({ firstLevel, firstHours, secondLevel, secondHours, thirdLevel, thirdHours }) => {
    const periods: NoisePeriod[] = [
      { dBA: firstLevel, hours: firstHours },
      { dBA: secondLevel, hours: secondHours },
      { dBA: thirdLevel, hours: thirdHours },
    ];
    const nioshDose = noiseDose(NIOSH, periods);
    return {
      nioshDose,
      verdict: doseVerdict(nioshDose),
      nioshTime: allowedHours(NIOSH, firstLevel) * HOUR,
      oshaTime: allowedHours(OSHA, firstLevel) * HOUR,
      oshaDose: noiseDose(OSHA, periods),
      perSound: periods
        .filter((p) => p.hours > 0)
        .map((p) => ({
          level: p.dBA,
          hours: p.hours,
          nioshHours: allowedHours(NIOSH, p.dBA),
          oshaHours: allowedHours(OSHA, p.dBA),
          note:
            p.dBA > OSHA_CEILING_DBA
              ? 'Above 115 dBA: OSHA allows no exposure without protection'
              : p.dBA < NIOSH.threshold
                ? 'Below 80 dBA: not counted in the dose'
                : '',
        })),
    };
  },
  examples: [
    {
      inputs: { firstLevel: 94, firstHours: 1, secondHours: 0, thirdHours: 0 },
      expect: { nioshTime: 3600, nioshDose: 100, oshaTime: 16_541.26 },
      tolerance: 0.01,
      source:
        'NIOSH (1998), Criteria for a Recommended Standard: Occupational Noise Exposure, Table 1-1: 94 dBA is allowed 1 hour a day; OSHA 29 CFR 1910.95 Table G-16a lists 4.6 h for 94 dBA, by its footnote T = 8 ÷ 2^((94 − 90) ÷ 5) = 4.595 h',
    },
    {
      inputs: { firstLevel: 92, firstHours: 8, secondHours: 0, thirdHours: 0 },
      expect: { oshaDose: 131.95, nioshDose: 503.97 },
      tolerance: 0.01,
      source:
        'OSHA 29 CFR 1910.95 Appendix A: a steady 92 dBA over an 8-hour shift, T = 6.06 h (Table G-16a: 6.1 h), D = 100 × 8 ÷ 6.06 ≈ 132 %; NIOSH (1998) 3-dB rule: T = 8 ÷ 2^(7 ÷ 3) = 1.59 h, D ≈ 504 %',
    },
    {
      inputs: { firstLevel: 100, firstHours: 0.125, secondLevel: 85, secondHours: 4, thirdHours: 0 },
      expect: { nioshDose: 100, nioshTime: 900 },
      tolerance: 1e-9,
      source:
        'NIOSH (1998), Table 1-1 (100 dBA: 15 minutes; 85 dBA: 8 hours) and its dose formula D = (C1/T1 + C2/T2) × 100: 7.5 min of 15 + 4 h of 8 = 50 % + 50 % = 100 %',
    },
    {
      inputs: { firstLevel: 75, firstHours: 8, secondHours: 0, thirdHours: 0 },
      expect: { nioshDose: 0, oshaDose: 0 },
      source:
        'Edge case: NIOSH (1998) integrates levels from 80 dBA, and OSHA 1910.95 Appendix A Table G-16a starts at 80 dBA, so 8 hours at 75 dBA adds no dose',
    },
  ],
});
