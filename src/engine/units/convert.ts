/*
 * Unit conversions with every family loaded: what calculators and the build import. The
 * calculator island reads ./registry.ts instead and loads only the families its page names.
 */
import './all.ts';

export { convert, fromBase, isUnitOf, qualifiedUnit, toBase, unitInfo, unitsOf } from './registry.ts';
