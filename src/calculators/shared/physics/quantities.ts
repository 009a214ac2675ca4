import type { Quantity } from './solve-for.ts';

/*
 * The unit menus of the quantities several physics tools share, metric first and the imperial
 * unit a visitor who prefers it sees first.
 */

type Units = Pick<Quantity, 'unitFamily' | 'unit' | 'imperialUnit' | 'units'>;

export const MASS: Units = { unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'g', 't', 'lb', 'oz'] };
export const FORCE: Units = { unitFamily: 'force', unit: 'n', imperialUnit: 'lbf', units: ['n', 'kn', 'lbf', 'kgf'] };
export const ACCELERATION: Units = {
  unitFamily: 'acceleration',
  unit: 'mps2',
  imperialUnit: 'fps2',
  units: ['mps2', 'fps2', 'g'],
};
export const SPEED: Units = {
  unitFamily: 'speed',
  unit: 'mps',
  imperialUnit: 'fps',
  units: ['mps', 'kph', 'fps', 'mph'],
};
export const LENGTH: Units = {
  unitFamily: 'length',
  unit: 'm',
  imperialUnit: 'ft',
  units: ['m', 'cm', 'km', 'in', 'ft', 'mi'],
};
export const ENERGY: Units = {
  unitFamily: 'energy',
  unit: 'j',
  imperialUnit: 'ftlb',
  units: ['j', 'kj', 'mj', 'cal', 'kcal', 'kwh', 'ftlb', 'btu'],
};
export const TIME: Units = { unitFamily: 'time', unit: 's', units: ['ms', 's', 'min', 'h'] };
