import { checkAll, defineCalculator, integer, number, numberList, out, radio } from '../../engine/index.ts';
import { parallelResistance, seriesResistance } from '../shared/electrical/circuits.ts';

/** Rated speaker impedances run from about 1 Ω (car subwoofer coils) to a few hundred (100 V line taps). */
const LARGEST_OHMS = 1000;

/** The series strings the speakers form: one for series, one each for parallel, groups of `perString` otherwise. */
function stringsOf(wiring: string, impedances: readonly number[], perString: number): number[][] {
  if (wiring === 'series') return [[...impedances]];
  if (wiring === 'parallel') return impedances.map((ohms) => [ohms]);
  const strings: number[][] = [];
  for (let start = 0; start < impedances.length; start += perString) {
    strings.push(impedances.slice(start, start + perString));
  }
  return strings;
}

export default defineCalculator({
  inputs: {
    wiring: radio({
      label: 'Wiring',
      options: [
        { value: 'series', label: 'All in series' },
        { value: 'parallel', label: 'All in parallel' },
        { value: 'seriesParallel', label: 'Series strings, wired in parallel' },
      ],
      default: 'seriesParallel',
    }),
    impedances: numberList({
      label: 'Impedance of each speaker (Ω)',
      help: 'The rated impedance of each speaker, like 8, 8, 8, 8.',
      default: [8, 8, 8, 8],
      minCount: 1,
      maxCount: 32,
    }),
    perString: integer({
      label: 'Speakers in each series string (series-parallel)',
      default: 2,
      min: 1,
      max: 32,
      help: 'Strings are formed in the order of the list.',
    }),
    volts: number({
      label: 'Amplifier output voltage (RMS)',
      default: 20,
      min: 0,
      max: 1000,
      suffix: 'V',
      help: '20 V RMS is 50 W into 8 Ω; 100 W into 8 Ω is 28.3 V.',
    }),
  },
  validate: ({ wiring, impedances, perString }) =>
    checkAll(
      impedances.some((ohms) => !(ohms > 0 && ohms <= LARGEST_OHMS))
        ? [{ field: 'impedances', message: `Each impedance must be more than 0 Ω and at most ${LARGEST_OHMS} Ω.` }]
        : [],
      wiring === 'seriesParallel' && impedances.length % perString !== 0
        ? [
            {
              field: 'perString',
              message: `${impedances.length} speakers do not split into equal strings of ${perString}: use a number that divides ${impedances.length}.`,
            },
          ]
        : [],
    ),
  compute: ({ wiring, impedances, perString, volts }) => {
    const strings = stringsOf(wiring, impedances, perString);
    const total = parallelResistance(strings.map(seriesResistance));
    const rows = strings.flatMap((string, stringIndex) => {
      const amps = volts / seriesResistance(string);
      return string.map((ohms) => ({ string: stringIndex + 1, ohms, watts: amps ** 2 * ohms }));
    });
    return {
      total,
      power: volts ** 2 / total,
      current: volts / total,
      split: rows.map((row, index) => ({ speaker: index + 1, ...row })),
    };
  },
  outputs: {
    total: out.number({
      label: 'Load on the amplifier',
      primary: true,
      unitFamily: 'resistance',
      unit: 'ohm',
      digits: 4,
    }),
    power: out.number({ label: 'Total power at that voltage', unitFamily: 'power', unit: 'w', digits: 4 }),
    current: out.number({ label: 'Amplifier current', digits: 4, suffix: 'A' }),
    split: out.table({
      label: 'Power to each speaker',
      columns: [
        { key: 'speaker', label: 'Speaker', kind: 'integer' },
        { key: 'string', label: 'String', kind: 'integer' },
        { key: 'ohms', label: 'Impedance (Ω)', kind: 'number' },
        { key: 'watts', label: 'Power (W)', kind: 'number' },
      ],
    }),
  },
});
