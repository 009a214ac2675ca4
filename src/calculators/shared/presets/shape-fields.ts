import { integer, number, out, select, type Choice } from '../../../engine/index.ts';

/*
 * The measurement fields of the area and volume calculators: a shape menu and the lengths a, b,
 * c, h, the number of sides n and an angle θ, whose meaning each shape names under its figure;
 * and their results, in the units matching the fields.
 */

const length = (label: string, value: number) =>
  number({
    label,
    default: value,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    min: 0,
    minInclusive: false,
    max: 1e9,
  });

/** The shape menu, the lengths a, b, c and h, and the number of sides n. */
export function shapeFields<const S extends string>(options: readonly (Choice & { value: S })[], first: S) {
  return {
    shape: select({ label: 'Shape', options, default: first }),
    a: length('Measurement a', 10),
    b: length('Measurement b', 6),
    c: length('Measurement c', 8),
    h: length('Height h', 5),
    n: integer({ label: 'Number of sides n', help: 'For regular polygons and prisms.', default: 6, min: 3, max: 1000 }),
  };
}

const MEASURE_UNITS = {
  length: { unit: 'cm', imperialUnit: 'in' },
  area: { unit: 'cm2', imperialUnit: 'in2' },
  volume: { unit: 'cm3', imperialUnit: 'in3' },
} as const;

/** A length, area or volume result in centimetres (inches for imperial), to 6 significant digits. */
export function measureOutput<const F extends keyof typeof MEASURE_UNITS>(
  label: string,
  unitFamily: F,
  primary = false,
) {
  return out.number({ label, primary, unitFamily, ...MEASURE_UNITS[unitFamily], digits: 6 });
}
