import { defineCalculator, integer, number, out, select } from '../../engine/index.ts';
import { waterOutput } from '../shared/presets/pet-water.ts';
import { FEED_PER_BIRD_GRAMS, flockWaterLitres } from '../shared/pets/poultry.ts';
import { fromBase, toBase } from '../shared/pets/units.ts';

const DAYS = 30;
const FEED_UNITS = { unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb'] } as const;

export default defineCalculator({
  inputs: {
    birds: integer({ label: 'Number of birds', default: 6, min: 1, max: 10_000, suffix: 'birds' }),
    kind: select({
      label: 'Kind of bird',
      options: [
        { value: 'standard', label: 'Standard-size laying hen (about 1/4 lb, 113 g of feed a day)' },
        { value: 'bantam', label: 'Bantam (about half: 57 g a day)' },
        { value: 'own', label: 'My own figure (enter it below)' },
      ],
      default: 'standard',
    }),
    ownFeed: number({
      label: 'Feed per bird a day (own figure)',
      help: 'Used with "My own figure", for example from the feed bag or your own weighing.',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      default: 120,
      min: 5,
      max: 1000,
    }),
    temperature: number({
      label: 'Air temperature (daytime high)',
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['c', 'f'],
      default: 21,
      min: -40,
      max: 50,
    }),
  },
  outputs: {
    feedPerDay: out.number({ label: 'Feed a day for the flock', primary: true, ...FEED_UNITS, digits: 3 }),
    feedPerMonth: out.number({ label: `Feed for ${DAYS} days`, ...FEED_UNITS, digits: 3 }),
    waterPerDay: waterOutput('Water a day for the flock', 'large'),
    waterPerMonth: waterOutput(`Water for ${DAYS} days`, 'large'),
  },
  compute: ({ birds, kind, ownFeed, temperature }) => {
    const gramsPerBird = kind === 'own' ? fromBase('mass', ownFeed, 'g') : FEED_PER_BIRD_GRAMS[kind];
    const feedGrams = gramsPerBird * birds;
    const litres = flockWaterLitres(feedGrams, temperature);
    return {
      feedPerDay: toBase('mass', feedGrams, 'g'),
      feedPerMonth: toBase('mass', feedGrams * DAYS, 'g'),
      waterPerDay: toBase('volume', litres, 'l'),
      waterPerMonth: toBase('volume', litres * DAYS, 'l'),
    };
  },
});
