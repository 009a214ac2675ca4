import { number } from '../../../engine/index.ts';

/*
 * What one package or piece of a building product covers, as printed on its wrapper: a length
 * (a bundle of ridge caps, a 10 ft drip edge) or an area (a roll of felt, a box of siding). The
 * default is in the unit the product is sold in; the menu converts.
 */
export function coverageLength(label: string, help: string, defaultValue: number, unit: 'ft' | 'm') {
  return number({
    label,
    help,
    default: defaultValue,
    unitFamily: 'length',
    unit,
    units: ['m', 'ft'],
    min: 0,
    minInclusive: false,
    max: 10_000,
  });
}

export function coverageArea(label: string, help: string, defaultValue: number, unit: 'ft2' | 'm2') {
  return number({
    label,
    help,
    default: defaultValue,
    unitFamily: 'area',
    unit,
    units: ['m2', 'ft2'],
    min: 0,
    minInclusive: false,
    max: 100_000,
  });
}
