import { integer, number, select } from '../../../engine/index.ts';

/*
 * The picture fields of the screen and aspect-ratio tools: a size in pixels, a screen diagonal, and
 * the common aspect ratios of screens and films.
 */

/** A width or height in pixels. */
export const pixelsField = (label: string, value: number) =>
  integer({ label, default: value, min: 1, max: 100_000, suffix: 'px' });

/** A screen's diagonal in inches or centimetres. */
export const diagonalField = (label: string, value: number) =>
  number({
    label,
    default: value,
    unitFamily: 'length',
    unit: 'in',
    units: ['in', 'cm', 'mm', 'ft', 'm'],
    min: 0,
    minInclusive: false,
    max: 10_000,
    messages: { min: 'Enter a diagonal longer than zero.' },
  });

/** A distance in a room (a seat, a projector's position) in metres or feet. */
export const roomDistanceField = (label: string, metres: number) =>
  number({
    label,
    default: metres,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['m', 'cm', 'ft', 'in'],
    min: 0,
    minInclusive: false,
    max: 1000,
    messages: { min: 'Enter a distance above zero.' },
  });

/** A length result (screen side, distance) in metric or imperial units. */
export const screenLengthUnits = {
  unitFamily: 'length',
  unit: 'cm',
  imperialUnit: 'in',
  units: ['cm', 'm', 'in', 'ft'],
} as const;

/** The common aspect ratios, as "width:height". */
export const ASPECT_RATIOS = [
  { value: '16:9', label: '16:9 (HD and 4K TV, most monitors)' },
  { value: '64:27', label: '21:9 (ultrawide, 64:27)' },
  { value: '4:3', label: '4:3 (older TV and iPad)' },
  { value: '16:10', label: '16:10 (laptops)' },
  { value: '3:2', label: '3:2 (Surface, some laptops)' },
  { value: '239:100', label: '2.39:1 (cinema scope)' },
  { value: '37:20', label: '1.85:1 (cinema flat)' },
  { value: '1:1', label: '1:1 (square)' },
] as const;

export const aspectRatioField = (label: string, value: (typeof ASPECT_RATIOS)[number]['value'] = '16:9') =>
  select({ label, options: ASPECT_RATIOS, default: value });

/** The two numbers of a "width:height" choice. */
export function ratioParts(value: string): { width: number; height: number } {
  const [width = 16, height = 9] = value.split(':').map(Number);
  return { width, height };
}
