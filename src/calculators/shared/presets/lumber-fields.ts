import { number } from '../../../engine/index.ts';

/*
 * The fields of the lumber tools: a board's thickness or width in inches (millimetres on the
 * menu), a piece length in feet (metres on the menu).
 */

/** A thickness, width or spacing in inches to start (lumber is sold by its inches); above 0 unless `allowZero`. */
export const lumberDimension = (label: string, defaultInches: number, help?: string, allowZero = false) =>
  number({
    label,
    ...(help ? { help } : {}),
    default: defaultInches,
    unitFamily: 'length',
    unit: 'in',
    units: ['in', 'mm', 'cm'],
    min: 0,
    minInclusive: allowZero,
    max: 100,
  });

/** A piece length, in feet to start (metres for metric visitors). */
export const pieceLength = (label: string, defaultFeet: number, help?: string) =>
  number({
    label,
    ...(help ? { help } : {}),
    default: defaultFeet,
    unitFamily: 'length',
    unit: 'ft',
    units: ['ft', 'in', 'm', 'cm'],
    min: 0,
    minInclusive: false,
    max: 1000,
  });
