import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * The panels walls, floors and ceilings are covered with (plywood, OSB, drywall), by their face:
 * the US 4 ft wide sheets and the metric 1200 mm ones. Areas in m².
 */
const feet = (width: number, length: number) => toBase('length', width, 'ft') * toBase('length', length, 'ft');
const millimetres = (width: number, length: number) => toBase('length', width, 'mm') * toBase('length', length, 'mm');

export const SHEETS = {
  ft4x8: { label: '4 × 8 ft', area: feet(4, 8) },
  ft4x9: { label: '4 × 9 ft', area: feet(4, 9) },
  ft4x10: { label: '4 × 10 ft', area: feet(4, 10) },
  ft4x12: { label: '4 × 12 ft', area: feet(4, 12) },
  mm1200x2400: { label: '1200 × 2400 mm', area: millimetres(1200, 2400) },
  mm1200x2700: { label: '1200 × 2700 mm', area: millimetres(1200, 2700) },
  mm1220x2440: { label: '1220 × 2440 mm', area: millimetres(1220, 2440) },
};

export type SheetSize = keyof typeof SHEETS;

/** The menu of the given sheet sizes, in that order. */
export const sheetChoices = (keys: readonly SheetSize[]) =>
  keys.map((key) => ({ value: key, label: SHEETS[key].label }));
