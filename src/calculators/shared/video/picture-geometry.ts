import { gcf } from '../arithmetic/euclid.ts';

/*
 * Picture and screen geometry: aspect ratios, a screen's sides from its diagonal, pixel density,
 * viewing distances from a field of view or visual acuity, and projector throw. Lengths are in any
 * one unit (the calculators pass metres), angles in degrees where the name says so.
 */

/** A width:height ratio in lowest terms, by the greatest common factor (Euclid). */
export function reducedRatio(width: number, height: number): { width: number; height: number } {
  const divisor = Number(gcf(BigInt(Math.round(width)), BigInt(Math.round(height))));
  return divisor === 0 ? { width, height } : { width: width / divisor, height: height / divisor };
}

/** The ratio written as people read it: "16:9". */
export const ratioText = (width: number, height: number): string => {
  const reduced = reducedRatio(width, height);
  return `${reduced.width}:${reduced.height}`;
};

/** Encoders with 4:2:0 chroma need even sides: a size rounded to the nearest even number of pixels. */
export const nearestEvenPixels = (pixels: number): number => Math.max(2, 2 * Math.round(pixels / 2));

/** Width and height of a screen from its diagonal and aspect ratio (Pythagoras). */
export function sidesFromDiagonal(diagonal: number, ratioWidth: number, ratioHeight: number) {
  const ratioDiagonal = Math.hypot(ratioWidth, ratioHeight);
  return { width: (diagonal * ratioWidth) / ratioDiagonal, height: (diagonal * ratioHeight) / ratioDiagonal };
}

/** Pixels per unit of length along the diagonal: √(w² + h²) ÷ diagonal. */
export const pixelDensity = (widthPixels: number, heightPixels: number, diagonal: number): number =>
  Math.hypot(widthPixels, heightPixels) / diagonal;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Distance at which a width fills a horizontal field of view: (width ÷ 2) ÷ tan(angle ÷ 2). */
export const distanceForViewingAngle = (width: number, angleDegrees: number): number =>
  width / 2 / Math.tan(radians(angleDegrees) / 2);

/** Horizontal angle (degrees) a width fills from a distance. */
export const viewingAngle = (width: number, distance: number): number =>
  (2 * Math.atan(width / 2 / distance) * 180) / Math.PI;

/** Distance beyond which one pixel (pitch = 1 ÷ density) subtends less than `arcminutes`. */
export const acuityDistance = (pixelPitch: number, arcminutes: number): number =>
  pixelPitch / Math.tan(radians(arcminutes / 60));

/** The largest picture of a ratio that fits a frame, and the bars left on each side. */
export function fitPicture(frameWidth: number, frameHeight: number, ratioWidth: number, ratioHeight: number) {
  const pictureRatio = ratioWidth / ratioHeight;
  const fitsWidth = pictureRatio >= frameWidth / frameHeight;
  const width = fitsWidth ? frameWidth : frameHeight * pictureRatio;
  const height = fitsWidth ? frameWidth / pictureRatio : frameHeight;
  return {
    width,
    height,
    barTopBottom: (frameHeight - height) / 2,
    barLeftRight: (frameWidth - width) / 2,
    shareUsed: (width * height) / (frameWidth * frameHeight),
  };
}
