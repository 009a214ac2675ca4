import { bandOf, defineCalculator, number, out } from '../../engine/index.ts';
import {
  JACKSON_HEAVY,
  JACKSON_MINIMUM,
  JACKSON_OPTIMUM,
  JACKSON_SHOWN,
  jacksonRatio,
} from '../shared/pets/tortoises.ts';
import { fromBase, toBase } from '../shared/pets/units.ts';

const TORTOISE_MASS = { unitFamily: 'mass', unit: 'g', imperialUnit: 'oz', units: ['g', 'kg', 'oz', 'lb'] } as const;

function condition(ratio: number): string {
  return bandOf(
    ratio,
    JACKSON_SHOWN,
    [
      [JACKSON_MINIMUM, 'Within the 0.18–0.22 range accepted for hibernation (0.21 is ideal)'],
      [JACKSON_HEAVY, 'Heavier than the range: check with your vet (eggs, fluid or overfeeding)'],
    ],
    'Below 0.18: too light to hibernate safely; see your vet',
  );
}

export default defineCalculator({
  inputs: {
    weight: number({ label: "Tortoise's weight", ...TORTOISE_MASS, default: 650, min: 5, max: 10_000 }),
    length: number({
      label: 'Straight carapace length',
      help: 'In a straight line from the front to the back of the shell (not over the curve), e.g. with two books and a ruler.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'mm', 'in'],
      default: 15,
      min: 3,
      max: 40,
    }),
  },
  outputs: {
    ratio: out.number({ label: 'Jackson ratio', primary: true, suffix: 'g/cm³', ...JACKSON_SHOWN }),
    condition: out.text({ label: 'Compared with the Jackson range' }),
    minimum: out.number({ label: 'Lightest weight for hibernation at this length', ...TORTOISE_MASS, decimals: 0 }),
    optimum: out.number({ label: 'Ideal weight at this length (ratio 0.21)', ...TORTOISE_MASS, decimals: 0 }),
  },
  compute: ({ weight, length }) => {
    const lengthCm = fromBase('length', length, 'cm');
    const ratio = jacksonRatio(fromBase('mass', weight, 'g'), lengthCm);
    return {
      ratio,
      condition: condition(ratio),
      minimum: toBase('mass', JACKSON_MINIMUM * lengthCm ** 3, 'g'),
      optimum: toBase('mass', JACKSON_OPTIMUM * lengthCm ** 3, 'g'),
    };
  },
});
