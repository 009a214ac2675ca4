import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { EIFFEL_TOWER_HEIGHT, landmarkComparison } from '../shared/fun/landmarks.ts';
import { WEEKS_PER_YEAR } from '../shared/fun/lifetime.ts';
import { shortFigure } from '../shared/fun/share-line.ts';

/*
 * Every sandwich of a life in one tower: sandwiches a week × 52.1775 weeks a year × years, each
 * as tall as you say, set beside the Statue of Liberty, the Eiffel Tower and friends.
 */
export default defineCalculator({
  inputs: {
    perWeek: number({
      label: 'Sandwiches you eat in a week',
      default: 4,
      min: 0,
      max: 50,
      suffix: 'sandwiches',
      messages: { max: 'Over 50 sandwiches a week is seven a day: enter up to 50.' },
    }),
    years: number({
      label: 'Years of eating sandwiches',
      help: 'Your age, less the years before your first sandwich.',
      default: 30,
      min: 0,
      max: 120,
      suffix: 'years',
      messages: { max: 'Nobody has lived past 122 years: enter up to 120.' },
    }),
    sandwichHeight: number({
      label: 'Height of one sandwich',
      help: 'Two slices of bread and a filling are about 4 cm; a club sandwich is taller.',
      default: 4,
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'mm', 'in'],
      min: 0.5,
      max: 50,
      messages: {
        min: 'Thinner than 5 mm is a cracker: enter 0.5 cm or more.',
        max: 'Over 50 cm is a tower already: enter up to 50 cm.',
      },
    }),
  },
  compute: ({ perWeek, years, sandwichHeight }) => {
    const sandwiches = perWeek * WEEKS_PER_YEAR * years;
    const height = sandwiches * sandwichHeight;
    return { height, sandwiches, landmarks: landmarkComparison(height) };
  },
  outputs: {
    height: out.number({
      label: 'Height of your sandwich tower',
      primary: true,
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'km', 'ft', 'mi'],
      digits: 4,
    }),
    sandwiches: out.number({ label: 'Sandwiches in the tower', decimals: 0, suffix: 'sandwiches' }),
    landmarks: out.table({
      label: 'How it measures up',
      columns: [
        { key: 'name', label: 'Landmark', kind: 'text' },
        { key: 'landmark', label: 'Its height (m)', kind: 'number' },
        { key: 'times', label: 'Your tower is this many of them', kind: 'number' },
      ],
    }),
  },
  shareLine: ({ height }) =>
    `Every sandwich I have eaten, stacked up, would stand ${formatNumber(height, { digits: 3 })} m tall: ${shortFigure(height / EIFFEL_TOWER_HEIGHT)} Eiffel Towers.`,
});
