import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * How many sweets fill a jar: the jar's volume × the share of it sweets poured in at random
 * fill (the random packing fraction) ÷ the volume of one sweet, taken as an ellipsoid of its
 * three sizes (π/6 × length × width × thickness).
 *
 * Packing fractions: random close packing of spheres about 0.64 (Scott & Kilgour 1969; Jaeger &
 * Nagel 1992); M&M's-like oblate spheroids about 0.685 and flattened, stretched ellipsoids about
 * 0.71 (Donev et al. 2004, Science 303, 990–993, experiments on M&M's and simulations).
 */
const CANDY_SHAPES = {
  lentil: { label: 'Flat and round, like M&M’s or Smarties', fraction: 0.685 },
  bean: { label: 'Long and oval, like jelly beans', fraction: 0.71 },
  ball: { label: 'Round balls, like gumballs or Maltesers', fraction: 0.64 },
} as const;

type CandyShape = keyof typeof CANDY_SHAPES;

const JAR_SHAPES = [
  { value: 'round', label: 'Round jar (a cylinder)' },
  { value: 'square', label: 'Square jar (a box with a square base)' },
] as const;

const candySize = (label: string, defaultMm: number, help?: string) =>
  number({
    label,
    ...(help ? { help } : {}),
    default: defaultMm,
    unitFamily: 'length',
    unit: 'mm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'in'],
    min: 1,
    max: 100,
    messages: {
      min: 'A sweet smaller than 1 mm is a sprinkle: enter 1 mm or more.',
      max: 'That is a cake, not a sweet: enter up to 100 mm (10 cm).',
    },
  });

const jarSize = (label: string, defaultCm: number, help: string) =>
  number({
    label,
    help,
    default: defaultCm,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['cm', 'mm', 'in', 'ft'],
    min: 1,
    max: 200,
    messages: {
      min: 'A jar under 1 cm holds no sweets: enter 1 cm or more.',
      max: 'Over 2 m is a silo, not a jar: enter up to 200 cm.',
    },
  });

export default defineCalculator({
  inputs: {
    jarShape: select({ label: 'Jar shape', options: JAR_SHAPES, default: 'round' }),
    jarWidth: jarSize('Jar width inside', 12, 'The inside diameter of a round jar, or the side of a square one.'),
    fillHeight: jarSize(
      'Height of the sweets in the jar',
      15,
      'From the bottom to the top of the sweets, not to the lid.',
    ),
    candyShape: select({
      label: 'Shape of the sweets',
      options: (Object.keys(CANDY_SHAPES) as CandyShape[]).map((value) => ({
        value,
        label: CANDY_SHAPES[value].label,
      })),
      default: 'lentil',
    }),
    candyLength: candySize('Sweet length (longest side)', 13, 'For a ball, enter its diameter in all three sizes.'),
    candyWidth: candySize('Sweet width', 13),
    candyThickness: candySize('Sweet thickness', 7),
  },
  validate: ({ jarWidth, fillHeight, candyLength }) =>
    candyLength >= Math.min(jarWidth, fillHeight)
      ? [{ field: 'candyLength', message: 'The sweet is as big as the jar: enter a sweet smaller than the jar.' }]
      : [],
  compute: ({ jarShape, jarWidth, fillHeight, candyShape, candyLength, candyWidth, candyThickness }) => {
    const base = jarShape === 'round' ? (Math.PI / 4) * jarWidth ** 2 : jarWidth ** 2;
    const jarVolume = base * fillHeight;
    const candyVolume = (Math.PI / 6) * candyLength * candyWidth * candyThickness;
    const { fraction } = CANDY_SHAPES[candyShape];
    const count = (jarVolume * fraction) / candyVolume;
    return { guess: Math.round(count), count, jarVolume, candyVolume, fraction: fraction * 100 };
  },
  outputs: {
    guess: out.integer({ label: 'Your guess', primary: true, suffix: 'sweets' }),
    jarVolume: out.number({
      label: 'Space filled by sweets and air',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'floz',
      units: ['ml', 'l', 'floz', 'cup'],
      digits: 4,
    }),
    candyVolume: out.number({
      label: 'Volume of one sweet',
      unitFamily: 'volume',
      unit: 'ml',
      imperialUnit: 'tsp',
      units: ['ml', 'tsp'],
      digits: 3,
    }),
    fraction: out.percent({ label: 'Share of the space that is sweet, not air', decimals: 1 }),
  },
  shareLine: ({ guess }) =>
    `My guess for the sweet jar: ${formatNumber(guess, { decimals: 0 })} sweets, by the physics of random packing.`,
});
