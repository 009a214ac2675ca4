import { number } from '../../../engine/index.ts';

/*
 * The fields of the lumber tools: a board's thickness or width in inches (millimetres on the
 * menu), a piece length in feet (metres on the menu).
 */

/** A thickness or width, in inches to start: lumber is sold by its nominal inches everywhere. */
export const lumberDimension = (label: string, defaultInches: number, help?: string) =>
  number({
    label,
    ...(help ? { help } : {}),
    default: defaultInches,
    unitFamily: 'length',
    unit: 'in',
    units: ['in', 'mm', 'cm'],
    min: 0,
    minInclusive: false,
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
