/*
 * Dew point and relative humidity by the Magnus formula over water, with the coefficients of
 * Alduchov and Eskridge (1996), "Improved Magnus form approximation of saturation vapor pressure",
 * J. Appl. Meteor. 35, 601–609: e_s(T) = 6.1094 hPa × exp(17.625 T / (T + 243.04 °C)), within
 * 0.4 % of the reference values from −40 °C to 50 °C (Lawrence 2005, BAMS 86, 225–233).
 */
export const MAGNUS_A = 17.625;
export const MAGNUS_B = 243.04;

const magnus = (celsius: number) => (MAGNUS_A * celsius) / (MAGNUS_B + celsius);

/** Dew point, °C, of air at `celsius` and relative humidity `percent` (above 0). */
export function dewPoint(celsius: number, percent: number): number {
  const gamma = Math.log(percent / 100) + magnus(celsius);
  return (MAGNUS_B * gamma) / (MAGNUS_A - gamma);
}

/** Relative humidity, %, of air at `celsius` whose dew point is `dewCelsius`. */
export const relativeHumidity = (celsius: number, dewCelsius: number): number =>
  100 * Math.exp(magnus(dewCelsius) - magnus(celsius));
