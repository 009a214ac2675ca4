import { number } from '../../../engine/index.ts';

/*
 * A length on a building site: metres to start (feet for imperial), any length unit in the menu,
 * and mixed entries such as "10 ft 6 in". Above 0 unless `allowZero`, up to 10 km.
 */
export function buildingLength(
  label: string,
  defaultMetres: number,
  options: { help?: string; allowZero?: boolean } = {},
) {
  return number({
    label,
    ...(options.help ? { help: options.help } : {}),
    default: defaultMetres,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['mm', 'cm', 'm', 'in', 'ft', 'yd'],
    min: 0,
    minInclusive: options.allowZero ?? false,
    max: 10_000,
  });
}

/** A thickness or depth: centimetres to start (inches for imperial); above 0 unless `allowZero`. */
export function buildingThickness(label: string, defaultCentimetres: number, help?: string, allowZero = false) {
  return number({
    label,
    ...(help ? { help } : {}),
    default: defaultCentimetres,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['mm', 'cm', 'm', 'in', 'ft'],
    min: 0,
    minInclusive: allowZero,
    max: 10_000,
  });
}
