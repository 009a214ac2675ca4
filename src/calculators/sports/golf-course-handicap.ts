import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { courseHandicap, MAX_HANDICAP_INDEX } from '../shared/sports/golf.ts';

export default defineCalculator({
  inputs: {
    index: number({
      label: 'Handicap Index',
      help: 'A plus handicap is negative: +2.1 is −2.1.',
      default: 14.2,
      min: -10,
      max: MAX_HANDICAP_INDEX,
    }),
    slope: integer({
      label: 'Slope Rating of your tees',
      help: 'On the scorecard or the course rating database; 113 is a course of standard difficulty.',
      default: 128,
      min: 55,
      max: 155,
      messages: { min: 'Slope Ratings run from 55 to 155.', max: 'Slope Ratings run from 55 to 155.' },
    }),
    courseRating: number({ label: 'Course Rating of your tees', default: 71.3, min: 20, max: 90 }),
    par: integer({ label: 'Par', default: 72, min: 27, max: 80 }),
    allowance: percent({
      label: 'Handicap allowance',
      help: '95 % is recommended for individual stroke play, 100 % for a Course Handicap alone.',
      default: 95,
      min: 0,
      max: 100,
    }),
  },
  outputs: {
    courseHandicap: out.integer({ label: 'Course Handicap', primary: true }),
    exact: out.number({ label: 'Course Handicap before rounding', decimals: 2 }),
    playingHandicap: out.integer({ label: 'Playing Handicap (with the allowance)' }),
  },
  compute: ({ index, slope, courseRating, par, allowance }) => {
    const { exact, rounded } = courseHandicap(index, slope, courseRating, par);
    // Rule 6.2: the allowance applies to the unrounded Course Handicap; only the result is rounded.
    const playing = exact * (allowance / 100);
    return { courseHandicap: rounded, exact, playingHandicap: Math.round(Number(playing.toFixed(6))) };
  },
});
