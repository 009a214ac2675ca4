/*
 * Projectile motion without air resistance, launched from height h₀ above the landing level:
 * x = v₀ cos θ · t, y = h₀ + v₀ sin θ · t − ½gt². SI units throughout.
 */

export interface Launch {
  speed: number;
  /** Radians above the horizontal (negative: thrown downwards). */
  angle: number;
  height: number;
  gravity: number;
}

/** Time until y returns to 0: the positive root of ½gt² − v₀ sin θ · t − h₀ = 0. */
export function flightTime({ speed, angle, height, gravity }: Launch): number {
  const up = speed * Math.sin(angle);
  return (up + Math.sqrt(up * up + 2 * gravity * height)) / gravity;
}

/** Highest point above the landing level (the launch height when thrown downwards). */
export function maxHeight({ speed, angle, height, gravity }: Launch): number {
  const up = Math.max(0, speed * Math.sin(angle));
  return height + (up * up) / (2 * gravity);
}

/** Launch speed that lands at horizontal distance `range` for a given angle, or NaN when none can. */
export function speedForRange(range: number, angle: number, height: number, gravity: number): number {
  const rise = height + range * Math.tan(angle);
  const cos = Math.cos(angle);
  return rise > 0 ? Math.sqrt((gravity * range * range) / (2 * cos * cos * rise)) : Number.NaN;
}

/**
 * The two launch angles (low and high, radians) that land at `range` with a given speed, from
 * y(range) = 0 as a quadratic in tan θ: a·tan²θ − range·tan θ + (a − h₀) = 0, a = g·range²/(2v₀²).
 * Empty when the range is out of reach.
 */
export function anglesForRange(range: number, speed: number, height: number, gravity: number): number[] {
  const a = (gravity * range * range) / (2 * speed * speed);
  const discriminant = range * range - 4 * a * (a - height);
  if (discriminant < 0) return [];
  const root = Math.sqrt(discriminant);
  return [Math.atan((range - root) / (2 * a)), Math.atan((range + root) / (2 * a))];
}

/** Points of the path from launch to landing, `count` equal steps in time (so equal steps in x). */
export function trajectory(launch: Launch, count: number): { x: number; y: number }[] {
  const total = flightTime(launch);
  const across = launch.speed * Math.cos(launch.angle);
  const up = launch.speed * Math.sin(launch.angle);
  return Array.from({ length: count + 1 }, (_, step) => {
    const t = (total * step) / count;
    return { x: across * t, y: Math.max(0, launch.height + up * t - (launch.gravity * t * t) / 2) };
  });
}
