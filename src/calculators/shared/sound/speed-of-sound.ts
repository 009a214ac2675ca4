/*
 * The speed of sound in dry air as an ideal gas: c = 331.3 √(1 + θ / 273.15) m/s, where θ is the air
 * temperature in °C and 331.3 m/s the speed at 0 °C ("Speed of sound", practical formula for dry
 * air; it gives 343.2 m/s at 20 °C). Humidity adds well under 1 %, which the tools leave out.
 */

const SPEED_AT_ZERO_CELSIUS = 331.3;
const ZERO_CELSIUS_IN_KELVIN = 273.15;

/** Speed of sound in dry air, in m/s, at a temperature in °C (above absolute zero). */
export const speedOfSoundInAir = (celsius: number) =>
  SPEED_AT_ZERO_CELSIUS * Math.sqrt(1 + celsius / ZERO_CELSIUS_IN_KELVIN);
