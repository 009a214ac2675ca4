import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { doublingsToReach, gallivanLength } from '../shared/fun/doubling.ts';
import { distanceFromEarth } from '../shared/fun/planets.ts';

/*
 * How many times a sheet must be folded in half for its stack to reach the Moon (or Everest's top,
 * or the Sun): thickness doubles with each fold. Gallivan's formula says how long the sheet would
 * have to be, which is why nobody has folded one more than 12 times.
 */

/** Everest's height, 8,848.86 m (Nepal and China, joint survey announced 8 December 2020). */
const EVEREST = 8848.86;
/** The astronomical unit, Earth's mean distance to the Sun: 149,597,870,700 m (IAU 2012 B2). */
const SUN = 149_597_870_700;

const TARGETS = {
  everest: { label: 'the top of Mount Everest', height: EVEREST },
  moon: { label: 'the Moon', height: distanceFromEarth('moon', 'typical') },
  sun: { label: 'the Sun', height: SUN },
} as const;

export default defineCalculator({
  inputs: {
    thickness: number({
      label: 'Paper thickness',
      help: 'Ordinary printer paper is about 0.1 mm (0.004 in) thick.',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'um', 'in'],
      default: 0.1,
      min: 0.001,
      max: 10,
      messages: {
        min: 'Even gold leaf is thicker than that: enter at least 0.001 mm (1 µm).',
        max: 'Thicker than 10 mm is a plank, not paper: enter up to 10 mm (0.39 in).',
      },
    }),
    target: radio({
      label: 'Reach',
      options: [
        { value: 'everest', label: 'Top of Mount Everest (8,849 m)' },
        { value: 'moon', label: 'The Moon (384,400 km)' },
        { value: 'sun', label: 'The Sun (149.6 million km)' },
      ],
      default: 'moon',
    }),
  },
  compute: ({ thickness, target }) => {
    const folds = doublingsToReach(thickness, TARGETS[target].height);
    return {
      folds,
      stack: thickness * 2 ** folds,
      paperLength: gallivanLength(thickness, folds),
    };
  },
  outputs: {
    folds: out.integer({ label: 'Folds in half needed', primary: true, suffix: 'folds' }),
    stack: out.number({
      label: 'Thickness after that many folds',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['m', 'km', 'mi'],
      digits: 4,
    }),
    paperLength: out.number({
      label: 'Length of paper needed to fold it that often (Gallivan)',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['m', 'km', 'mi', 'au'],
      digits: 3,
    }),
  },
  shareLine: ({ folds }, { target }) =>
    `Fold a sheet of paper in half ${folds} times and it would reach ${TARGETS[target].label}.`,
});
