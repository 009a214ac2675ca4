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
});
