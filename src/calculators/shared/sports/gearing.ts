import { SPACE_UNITS } from '../../../engine/units/families/space.ts';

/*
 * Bicycle gearing: wheel size from an ISO 5775 (ETRTO) tyre marking, and what one turn of the
 * cranks does in a gear (ratio, gear inches, development, road speed at a cadence).
 */

const METRES_PER_INCH = SPACE_UNITS.length.units.in.factor;

/**
 * Common tyres by their ISO 5775 marking "width-bead seat diameter" in mm. The wheel's outer
 * diameter is taken as the bead seat diameter plus twice the tyre width (Sheldon Brown's gear
 * calculator, which treats a tyre's height as its width).
 */
export const ISO_TYRES = [
  { value: '23-622', label: '700 × 23C (23-622)', width: 23, bead: 622 },
  { value: '25-622', label: '700 × 25C (25-622)', width: 25, bead: 622 },
  { value: '28-622', label: '700 × 28C (28-622)', width: 28, bead: 622 },
  { value: '32-622', label: '700 × 32C (32-622)', width: 32, bead: 622 },
  { value: '40-622', label: '700 × 40C gravel (40-622)', width: 40, bead: 622 },
  { value: '57-622', label: '29 × 2.25″ MTB (57-622)', width: 57, bead: 622 },
  { value: '47-584', label: '650B × 47 (47-584)', width: 47, bead: 584 },
  { value: '57-584', label: '27.5 × 2.25″ MTB (57-584)', width: 57, bead: 584 },
  { value: '54-559', label: '26 × 2.1″ MTB (54-559)', width: 54, bead: 559 },
  { value: '32-630', label: '27 × 1¼″ (32-630)', width: 32, bead: 630 },
  { value: '47-406', label: '20 × 1.75″ BMX / folding (47-406)', width: 47, bead: 406 },
  { value: '35-349', label: '16 × 1⅜″ folding (35-349)', width: 35, bead: 349 },
] as const;

export type TyreCode = (typeof ISO_TYRES)[number]['value'];

/** Outer wheel circumference in metres of a tyre given by its ISO 5775 marking: π × (bead + 2 × width). */
export function tyreCircumference(code: TyreCode): number {
  const tyre = ISO_TYRES.find((entry) => entry.value === code) ?? ISO_TYRES[0];
  return (Math.PI * (tyre.bead + 2 * tyre.width)) / 1000;
}

/**
 * One gear on a wheel of `circumference` metres: the ratio of teeth, gear inches (the wheel
 * diameter in inches times the ratio), development (metres moved per crank turn) and road speed
 * in m/s at `cadence` crank turns per minute.
 */
export function gearOf(chainring: number, cog: number, circumference: number, cadence: number) {
  const ratio = chainring / cog;
  const development = ratio * circumference;
  return {
    ratio,
    gearInches: (ratio * circumference) / Math.PI / METRES_PER_INCH,
    development,
    speed: (development * cadence) / 60,
  };
}
