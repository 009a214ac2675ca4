/*
 * Unit conversions with every family loaded: what the build and the tests import. Calculators
 * and the island read ./registry.ts instead, with the loaders of only the families they name.
 */
import './all.ts';

export { convert, fromBase, isUnitOf, qualifiedUnit, toBase, unitInfo, unitsOf } from './registry.ts';
