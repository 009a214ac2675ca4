/*
 * The resistor colour code of IEC 60062:2016, clause 3 (Table 1): two or three bands of
 * significant figures, a multiplier, a tolerance and, on six-band resistors, a temperature
 * coefficient. Colours are named in lower case; `none` is the missing tolerance band (±20 %).
 */

export const DIGIT_COLOURS = [
  'black',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'violet',
  'grey',
  'white',
] as const;

export type DigitColour = (typeof DIGIT_COLOURS)[number];

/** The power of ten each multiplier band stands for. */
export const MULTIPLIER_EXPONENTS = {
  pink: -3,
  silver: -2,
  gold: -1,
  ...Object.fromEntries(DIGIT_COLOURS.map((colour, digit) => [colour, digit])),
} as Readonly<Record<MultiplierColour, number>>;

export type MultiplierColour = DigitColour | 'pink' | 'silver' | 'gold';

/** Tolerance in percent (IEC 60062:2016, Table 1; no band means ±20 %). */
export const TOLERANCES = {
  brown: 1,
  red: 2,
  orange: 0.05,
  yellow: 0.02,
  green: 0.5,
  blue: 0.25,
  violet: 0.1,
  grey: 0.01,
  gold: 5,
  silver: 10,
  none: 20,
} as const;

export type ToleranceColour = keyof typeof TOLERANCES;

/** Temperature coefficient in parts per million per kelvin (IEC 60062:2016, Table 1). */
export const TEMPERATURE_COEFFICIENTS = {
  black: 250,
  brown: 100,
  red: 50,
  orange: 15,
  yellow: 25,
  green: 20,
  blue: 10,
  violet: 5,
  grey: 1,
} as const;

export type TempcoColour = keyof typeof TEMPERATURE_COEFFICIENTS;

/** Screen colours for drawing the bands (not part of the standard, which names colours only). */
export const SCREEN_COLOURS: Readonly<Record<DigitColour | MultiplierColour | ToleranceColour, string>> = {
  black: '#1a1a1a',
  brown: '#7b4a12',
  red: '#d0312d',
  orange: '#f28c28',
  yellow: '#f5d90a',
  green: '#2e9e44',
  blue: '#1f5fd1',
  violet: '#8a3fd1',
  grey: '#8c8c8c',
  white: '#f8f8f8',
  pink: '#f5a3c7',
  silver: '#c0c0c0',
  gold: '#c9a227',
  none: 'transparent',
};

export type BandCount = 4 | 5 | 6;

/** Significant-figure bands: two on four-band resistors, three on five- and six-band ones. */
export const figuresOf = (bands: BandCount): number => (bands === 4 ? 2 : 3);

export interface ResistorCode {
  figures: readonly DigitColour[];
  multiplier: MultiplierColour;
  tolerance: ToleranceColour;
  /** Only on six-band resistors. */
  tempco?: TempcoColour | undefined;
}

/** Nominal resistance in ohms of a code: the figures as a whole number times 10^multiplier. */
export function decodeResistance(code: ResistorCode): number {
  const figures = code.figures.reduce((value, colour) => value * 10 + DIGIT_COLOURS.indexOf(colour), 0);
  const exponent = MULTIPLIER_EXPONENTS[code.multiplier];
  // Dividing by a power of ten keeps 47 × 10⁻¹ exactly 4.7 (multiplying by 0.1 would not).
  return exponent < 0 ? figures / 10 ** -exponent : figures * 10 ** exponent;
}

/** Smallest and largest resistance a colour code can carry. */
export const CODE_RANGE = { smallest: 0.001, largest: (bands: BandCount) => (10 ** figuresOf(bands) - 1) * 1e9 };

/**
 * The figures and multiplier that mark `ohms`, rounded to the band count's significant figures
 * (a value between two codes takes the nearer). Values below 10 ^ (figures − 1) mΩ use leading
 * black figures with the pink (×0.001) multiplier.
 */
export function encodeResistance(
  ohms: number,
  bands: BandCount,
): { figures: DigitColour[]; multiplier: MultiplierColour; coded: number } {
  const count = figuresOf(bands);
  let exponent = Math.floor(Math.log10(ohms)) - (count - 1);
  let mantissa = Math.round(Number((ohms / 10 ** exponent).toPrecision(12)));
  if (mantissa >= 10 ** count) {
    mantissa /= 10;
    exponent += 1;
  }
  if (exponent < -3) {
    mantissa = Math.round(ohms * 1000);
    exponent = -3;
  }
  const digits = String(mantissa).padStart(count, '0').split('').map(Number);
  const figures = digits.map((digit) => DIGIT_COLOURS[digit] ?? 'black');
  const multiplier = (Object.keys(MULTIPLIER_EXPONENTS) as MultiplierColour[]).find(
    (colour) => MULTIPLIER_EXPONENTS[colour] === exponent,
  );
  const code = { figures, multiplier: multiplier ?? 'white', tolerance: 'none' as const };
  return { figures, multiplier: code.multiplier, coded: decodeResistance(code) };
}

/** "Yellow, violet, red, gold" — the bands as a person reads them, first band first. */
export function bandNames(code: ResistorCode): string {
  const names: string[] = [...code.figures, code.multiplier];
  if (code.tolerance !== 'none') names.push(code.tolerance);
  if (code.tempco) names.push(code.tempco);
  const text = names.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
