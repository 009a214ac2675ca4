/*
 * The thin lens and mirror equation, 1/f = 1/d_o + 1/d_i, with the sign convention of OpenStax
 * College Physics (chapter 25): f > 0 for a converging lens or concave mirror and f < 0 for a
 * diverging lens or convex mirror; d_o > 0 for a real object; d_i > 0 for a real image (beyond a
 * lens, in front of a mirror) and d_i < 0 for a virtual one; m = −d_i / d_o.
 */

export type Element = 'converging' | 'diverging' | 'concave' | 'convex';
export type LensUnknown = 'image' | 'object' | 'focal';

export interface Optics {
  focal: number;
  object: number;
  image: number;
}

/** Converging lenses and concave mirrors have a positive focal length. */
export const focalSign = (element: Element): 1 | -1 => (element === 'converging' || element === 'concave' ? 1 : -1);

export const isMirror = (element: Element): boolean => element === 'concave' || element === 'convex';

/** The unknown distance from the other two (reciprocals add); Infinity or NaN where no image forms. */
export function solveLens(unknown: LensUnknown, { focal, object, image }: Optics): Optics {
  if (unknown === 'image') return { focal, object, image: 1 / (1 / focal - 1 / object) };
  if (unknown === 'object') return { focal, object: 1 / (1 / focal - 1 / image), image };
  return { focal: 1 / (1 / object + 1 / image), object, image };
}

/** "Real, inverted, reduced": how the image looks, from its distance and magnification. */
export function imageNature(image: number, magnification: number): string {
  const kind = image > 0 ? 'Real (can be shown on a screen)' : 'Virtual (seen through it, not on a screen)';
  const way = magnification < 0 ? 'inverted' : 'upright';
  const size = Math.abs(magnification) > 1 ? 'enlarged' : Math.abs(magnification) < 1 ? 'reduced' : 'same size';
  return `${kind}, ${way}, ${size}`;
}
