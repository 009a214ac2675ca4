import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';
import { wholePackages } from './packages.ts';

/*
 * Broadloom carpet and sheet vinyl come off rolls of a fixed width and are sold by the length cut.
 * Strips all run one way (the pile must lie the same way), side by side across the room, each as
 * long as the room plus a trim allowance; every strip after the first makes one seam. Lengths in m.
 */
export const CARPET_ROLL_WIDTHS = {
  ft12: { label: '12 ft (3.66 m)', width: toBase('length', 12, 'ft') },
  ft13_5: { label: '13 ft 6 in (4.11 m)', width: toBase('length', 13.5, 'ft') },
  ft15: { label: '15 ft (4.57 m)', width: toBase('length', 15, 'ft') },
  m4: { label: '4 m', width: 4 },
  m5: { label: '5 m', width: 5 },
};

export type CarpetRollWidth = keyof typeof CARPET_ROLL_WIDTHS;

export const carpetRollChoices = (Object.keys(CARPET_ROLL_WIDTHS) as CarpetRollWidth[]).map((value) => ({
  value,
  label: CARPET_ROLL_WIDTHS[value].label,
}));

/** Strips across `width`, each `stripLength` long, off a roll `rollWidth` wide. */
export function carpetStrips(width: number, stripLength: number, rollWidth: number) {
  const strips = wholePackages(width, rollWidth);
  const rollLength = strips * stripLength;
  return { strips, seams: Math.max(0, strips - 1), rollLength, bought: rollLength * rollWidth };
}
