import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timesOver } from '../shared/fun/lifetime.ts';
import { longDistanceResult } from '../shared/presets/fun-results.ts';

/*
 * Toilet paper over a lifetime: sheets a day × 365.2425 days × years, in rolls (sheets per roll
 * from your pack), unrolled length, and that length in Mount Everests (8,848.86 m, the 2020
 * China–Nepal survey). 57 sheets a day is a toilet-paper maker's widely quoted US survey figure.
 */
const EVEREST_M = 8848.86;

export default defineCalculator({
  inputs: {
    sheetsPerDay: number({
      label: 'Sheets you use a day',
      help: 'A widely quoted maker’s survey puts Americans at 57 sheets a day.',
      default: 57,
      min: 0,
      max: 1000,
      suffix: 'sheets',
      messages: { max: 'More than 1,000 sheets a day is several rolls: see a doctor, or enter up to 1,000.' },
    }),
    sheetsPerRoll: number({
      label: 'Sheets on a roll',
      help: 'Printed on the pack; rolls differ a lot, from under 150 sheets to over 300.',
      default: 200,
      min: 10,
      max: 5000,
      suffix: 'sheets',
    }),
    sheetLength: number({
      label: 'Length of one sheet',
      help: 'Measure one: about 10 cm (4 in) in the US, often 12.5 cm in Europe.',
      default: 10,
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in'],
      min: 2,
      max: 50,
    }),
    years: number({
      label: 'Years of using it',
      help: 'From potty training (age 2 or 3) to old age, 75 years is a full life.',
      default: 75,
      min: 0,
      max: 120,
      suffix: 'years',
      messages: { max: 'Nobody has lived past 122 years: enter up to 120.' },
    }),
  },
  compute: ({ sheetsPerDay, sheetsPerRoll, sheetLength, years }) => {
    const sheets = timesOver(sheetsPerDay, 7, years);
    const length = sheets * sheetLength;
    return {
      rolls: sheets / sheetsPerRoll,
      rollsPerYear: timesOver(sheetsPerDay, 7, 1) / sheetsPerRoll,
      sheets,
      length,
      everests: length / EVEREST_M,
    };
  },
  outputs: {
    rolls: out.number({ label: 'Rolls used', primary: true, decimals: 0, suffix: 'rolls' }),
    rollsPerYear: out.number({ label: 'Rolls a year', decimals: 0, suffix: 'rolls' }),
    sheets: out.number({ label: 'Sheets used', decimals: 0, suffix: 'sheets' }),
    length: longDistanceResult('Unrolled, end to end', false, true),
    everests: out.number({ label: 'As tall as Mount Everest stacked', decimals: 1, suffix: 'times' }),
  },
  shareLine: ({ rolls, everests }) =>
    `I will use about ${formatNumber(rolls, { decimals: 0 })} rolls of toilet paper in my life: unrolled, ${formatNumber(everests, { decimals: 1 })} times the height of Everest.`,
});
