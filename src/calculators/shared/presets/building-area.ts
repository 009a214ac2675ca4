import { number, out } from '../../../engine/index.ts';

/*
 * An area on a building (a roof, an attic floor, a room, openings in a wall): square metres to
 * start (square feet for imperial), from 0 (or above 0 without `allowZero`) up to 1,000,000 m².
 */
export function buildingArea(
  label: string,
  defaultSquareMetres: number,
  options: { help?: string; allowZero?: boolean } = {},
) {
  return number({
    label,
    ...(options.help ? { help: options.help } : {}),
    default: defaultSquareMetres,
    unitFamily: 'area',
    unit: 'm2',
    imperialUnit: 'ft2',
    units: ['m2', 'ft2'],
    min: 0,
    minInclusive: options.allowZero ?? true,
    max: 1_000_000,
  });
}

/** An area result in m² (ft² for imperial). */
export const buildingAreaOutput = (label: string) =>
  out.number({ label, unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] });
