import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Roof geometry from the slope: a pitch of x in 12 is a rise of x for every 12 of run, so the
 * slope ratio is x / 12, the roof angle atan(x / 12), and a sloped surface is longer than its
 * plan by the slope factor √(1 + (x / 12)²), the "length of common rafter per foot of run" of the
 * framing square divided by 12. Lengths are in metres and areas in m².
 */

/** A roofing square: 100 ft² of roof surface, the unit shingles and siding are sold by. */
export const ROOFING_SQUARE = toBase('area', 100, 'ft2');

/** Rise per unit of run from a pitch of `risePer12` in 12. */
export const ratioFromPitch = (risePer12: number) => risePer12 / 12;

/** Rise per unit of run from a roof angle in radians. */
export const ratioFromAngle = (radians: number) => Math.tan(radians);

/** How much longer the sloped surface is than its plan: √(1 + ratio²). */
export const slopeFactor = (ratio: number) => Math.hypot(1, ratio);

/** The roof angle above horizontal, in radians. */
export const slopeAngle = (ratio: number) => Math.atan(ratio);

/**
 * A common rafter of a gable roof over `span` (outside wall to outside wall). The run to the
 * ridge is half the span less half the ridge board; the tail carries the horizontal `overhang`
 * at the same slope. Plumb cut = roof angle, seat cut = 90° − roof angle.
 */
export function commonRafter(span: number, ratio: number, overhang: number, ridgeThickness: number) {
  const run = Math.max(0, span / 2 - ridgeThickness / 2);
  const factor = slopeFactor(ratio);
  const toRidge = run * factor;
  const tail = overhang * factor;
  return {
    run,
    toRidge,
    tail,
    total: toRidge + tail,
    rise: (span / 2) * ratio,
    plumbCut: slopeAngle(ratio),
    seatCut: Math.PI / 2 - slopeAngle(ratio),
  };
}

/** Roof surface over a plan area at one slope (gable, hip or shed alike): plan × slope factor. */
export const roofSurface = (planArea: number, ratio: number) => planArea * slopeFactor(ratio);

/** An area in roofing squares. */
export const inSquares = (area: number) => area / ROOFING_SQUARE;
