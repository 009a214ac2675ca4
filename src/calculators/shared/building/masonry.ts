import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Masonry units laid in a wall: how many cover an area, from the unit's face and the mortar joint
 * (the wall-area method of BIA Technical Note 10 and NCMA TEK 14-13B), and the bags of mortar.
 */

/**
 * The module of a unit in the wall face: its length and height with one joint each way, in
 * metres (a modular brick 7 5/8 × 2 1/4 in lays 8 in long and three courses to 8 in high).
 */
export interface MasonryModule {
  length: number;
  height: number;
}

/** A module given in inches. */
export const inchModule = (length: number, height: number): MasonryModule => ({
  length: toBase('length', length, 'in'),
  height: toBase('length', height, 'in'),
});

/** A module given in millimetres. */
export const millimetreModule = (length: number, height: number): MasonryModule => ({
  length: toBase('length', length, 'mm'),
  height: toBase('length', height, 'mm'),
});

/** Units per m² of wall: each fills one module. */
export function unitsPerArea({ length, height }: MasonryModule): number {
  return 1 / (length * height);
}

/** The net wall area: length × height less the openings (doors, windows), never below 0. */
export function netWallArea(length: number, height: number, openings: number): number {
  return Math.max(0, length * height - openings);
}
