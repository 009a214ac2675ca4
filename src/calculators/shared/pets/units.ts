/*
 * The engine's unit conversions, for the pet formulas that are written in named units (inches
 * and pounds, grams and centimetres, litres, megacalories) rather than the base units inputs
 * arrive in: every factor comes from the one unit table. Only the families those formulas name
 * are loaded (length and volume, mass, energy), not every family of the table.
 */
import '../../../engine/units/loaders/space.ts';
import '../../../engine/units/loaders/matter.ts';
import '../../../engine/units/loaders/heat.ts';

export { fromBase, toBase } from '../../../engine/units/registry.ts';
