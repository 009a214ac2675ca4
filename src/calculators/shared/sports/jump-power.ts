/*
 * Leg power estimated from a vertical jump, by the regression equations fitted to force-plate
 * jumps: jump height h in cm, body mass m in kg, standing height s in cm; results in watts.
 */

/** Sayers et al. (1999), Med Sci Sports Exerc 31(4): peak power of a squat or countermovement jump. */
export const sayersPeak = (h: number, m: number) => 60.7 * h + 45.3 * m - 2055;

/** Harman et al. (1991), J Appl Sport Sci Res 5(3): peak and average power. */
export const harmanPeak = (h: number, m: number) => 61.9 * h + 36.0 * m - 1822;
export const harmanAverage = (h: number, m: number) => 21.2 * h + 23.0 * m - 1393;

/** Johnson & Bahamonde (1996), J Strength Cond Res 10(3): peak and average power, with standing height. */
export const johnsonPeak = (h: number, m: number, s: number) => 78.6 * h + 60.3 * m - 15.3 * s - 1308;
export const johnsonAverage = (h: number, m: number, s: number) => 43.8 * h + 32.7 * m - 16.8 * s + 431;

/**
 * The Lewis formula (Fox & Mathews 1974): √4.9 × m × √(h in metres) in kg·m/s, times standard
 * gravity for watts. It estimates average rather than peak power.
 */
export const lewisAverage = (h: number, m: number) => Math.sqrt(4.9) * m * Math.sqrt(h / 100) * 9.80665;
