import { STANDARD_GRAVITY } from './constants.ts';

/*
 * The steady-state road cycling power model of Martin, Milliken, Cobb, McFadden and Coggan (1998),
 * "Validation of a mathematical model for road cycling power", J. Appl. Biomech. 14: 276–291:
 * the power at the pedals is the power against air, rolling resistance and gravity, divided by
 * the drivetrain efficiency. Wheel-bearing friction and changes of kinetic energy are left out
 * (steady speed; together a few watts in their data).
 */

export interface RideConditions {
  /** Rider, bike and kit, kg. */
  mass: number;
  /** Road gradient as rise ÷ run (0.05 for 5 %). */
  grade: number;
  /** Drag area Cd × A, m². */
  cda: number;
  /** Coefficient of rolling resistance. */
  crr: number;
  /** Air density, kg/m³. */
  airDensity: number;
  /** Headwind, m/s (negative for a tailwind). */
  headwind: number;
  /** Share of pedal power that reaches the rear wheel (0–1]. */
  efficiency: number;
}

/** The power (W) at the wheel each resistance takes at road speed `speed` m/s. */
export function resistancePowers(speed: number, ride: RideConditions) {
  const angle = Math.atan(ride.grade);
  const airSpeed = speed + ride.headwind;
  const weight = ride.mass * STANDARD_GRAVITY;
  return {
    aero: 0.5 * ride.airDensity * ride.cda * airSpeed * Math.abs(airSpeed) * speed,
    rolling: ride.crr * weight * Math.cos(angle) * speed,
    gravity: weight * Math.sin(angle) * speed,
  };
}

/** Pedal power (W) to hold `speed` m/s; negative when the road and wind alone would go faster. */
export function powerForSpeed(speed: number, ride: RideConditions): number {
  const { aero, rolling, gravity } = resistancePowers(speed, ride);
  return (aero + rolling + gravity) / ride.efficiency;
}

/** Fastest road speed the model is searched over, m/s (360 km/h, far past any bicycle). */
const TOP_SPEED = 100;
const SCAN_STEP = 0.25;

/**
 * Steady road speed (m/s) that `power` W at the pedals holds. Power rises with speed once air
 * drag dominates, but downhill or with a tailwind it can dip below zero first, so the highest
 * speed where the power matches is taken: scan down from the top, then bisect. `undefined` when
 * even the top speed takes less power (a descent too steep for the model).
 */
export function speedForPower(power: number, ride: RideConditions): number | undefined {
  if (powerForSpeed(TOP_SPEED, ride) < power) return undefined;
  let high = TOP_SPEED;
  let low = TOP_SPEED - SCAN_STEP;
  while (low > 0 && powerForSpeed(low, ride) >= power) {
    high = low;
    low -= SCAN_STEP;
  }
  low = Math.max(low, 0);
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (powerForSpeed(middle, ride) >= power) high = middle;
    else low = middle;
  }
  return high;
}
