/*
 * The engine's unit conversions, for the pet formulas that are written in named units (inches
 * and pounds, grams and centimetres, litres, megacalories) rather than the base units inputs
 * arrive in: every factor comes from the one unit table.
 */
export { fromBase, toBase } from '../../../engine/units/convert.ts';
