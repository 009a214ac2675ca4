/*
 * Daniels and Gilbert (Oxygen Power, 1979; Daniels' Running Formula, 3rd ed. 2013). Velocities are
 * in metres per minute and durations in minutes, as in the published equations.
 */

/** Oxygen cost of running at `v` m/min, in ml/kg/min: VO₂ = −4.60 + 0.182258 v + 0.000104 v². */
export function oxygenCost(v: number): number {
  return -4.6 + 0.182258 * v + 0.000104 * v * v;
}

/** The share of VO₂max a runner holds for a race of `minutes`: 0.8 + 0.1894393 e^(−0.012778 t) + 0.2989558 e^(−0.1932605 t). */
export function fractionSustained(minutes: number): number {
  return 0.8 + 0.1894393 * Math.exp(-0.012778 * minutes) + 0.2989558 * Math.exp(-0.1932605 * minutes);
}

/** VDOT of a race: the oxygen cost of its average speed over the share of VO₂max held that long. */
export function vdotOf(metres: number, seconds: number): number {
  const minutes = seconds / 60;
  return oxygenCost(metres / minutes) / fractionSustained(minutes);
}

/** The speed in m/min whose oxygen cost is `vo2` ml/kg/min (the positive root of the cost equation). */
export function velocityFor(vo2: number): number {
  return (-0.182258 + Math.sqrt(0.182258 ** 2 + 4 * 0.000104 * (vo2 + 4.6))) / (2 * 0.000104);
}

/**
 * The race time in seconds over `metres` that has this VDOT. VDOT falls as the time grows, so
 * halving the bracket 60 times pins the time far below a hundredth of a second.
 */
export function raceSecondsFor(vdot: number, metres: number): number {
  let fast = 1;
  let slow = 7 * 86_400;
  for (let step = 0; step < 60; step += 1) {
    const middle = (fast + slow) / 2;
    if (vdotOf(metres, middle) > vdot) fast = middle;
    else slow = middle;
  }
  return (fast + slow) / 2;
}

/**
 * Shares of VDOT that set each training pace. Daniels gives easy running as 59–74 % of VO₂max,
 * threshold as about 88 % and interval as 95–100 %; 63–73.5 %, 88 % and 97.5 % reproduce the paces
 * of his published tables to within a few seconds per km.
 */
const INTENSITY = { easySlow: 0.63, easyFast: 0.735, threshold: 0.88, interval: 0.975 } as const;

/** Repetition pace is about 6 s per 400 m (15 s per km) faster than interval pace (Daniels). */
const REPETITION_GAIN_PER_KM = 15;

const MARATHON_METRES = 42_195;

const secondsPerKmAt = (vdot: number, share: number) => 60_000 / velocityFor(vdot * share);

/** Daniels' five training paces for a VDOT, in seconds per kilometre. */
export function trainingPaces(vdot: number) {
  const interval = secondsPerKmAt(vdot, INTENSITY.interval);
  return {
    easySlow: secondsPerKmAt(vdot, INTENSITY.easySlow),
    easyFast: secondsPerKmAt(vdot, INTENSITY.easyFast),
    marathon: (raceSecondsFor(vdot, MARATHON_METRES) / MARATHON_METRES) * 1000,
    threshold: secondsPerKmAt(vdot, INTENSITY.threshold),
    interval,
    repetition: interval - REPETITION_GAIN_PER_KM,
  };
}
