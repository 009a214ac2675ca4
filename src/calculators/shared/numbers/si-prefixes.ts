/*
 * The SI prefixes: the 20 of the SI Brochure (9th edition, 2019, Table 7) and the four added by
 * the 27th CGPM in 2022 (Resolution 3): ronna, quetta, ronto and quecto.
 */

export interface SiPrefix {
  key: string;
  name: string;
  symbol: string;
  /** The prefix means 10 to this power. */
  exponent: number;
}

export const SI_PREFIXES: readonly SiPrefix[] = [
  { key: 'quetta', name: 'quetta', symbol: 'Q', exponent: 30 },
  { key: 'ronna', name: 'ronna', symbol: 'R', exponent: 27 },
  { key: 'yotta', name: 'yotta', symbol: 'Y', exponent: 24 },
  { key: 'zetta', name: 'zetta', symbol: 'Z', exponent: 21 },
  { key: 'exa', name: 'exa', symbol: 'E', exponent: 18 },
  { key: 'peta', name: 'peta', symbol: 'P', exponent: 15 },
  { key: 'tera', name: 'tera', symbol: 'T', exponent: 12 },
  { key: 'giga', name: 'giga', symbol: 'G', exponent: 9 },
  { key: 'mega', name: 'mega', symbol: 'M', exponent: 6 },
  { key: 'kilo', name: 'kilo', symbol: 'k', exponent: 3 },
  { key: 'hecto', name: 'hecto', symbol: 'h', exponent: 2 },
  { key: 'deca', name: 'deca', symbol: 'da', exponent: 1 },
  { key: 'none', name: '(no prefix)', symbol: '', exponent: 0 },
  { key: 'deci', name: 'deci', symbol: 'd', exponent: -1 },
  { key: 'centi', name: 'centi', symbol: 'c', exponent: -2 },
  { key: 'milli', name: 'milli', symbol: 'm', exponent: -3 },
  { key: 'micro', name: 'micro', symbol: 'µ', exponent: -6 },
  { key: 'nano', name: 'nano', symbol: 'n', exponent: -9 },
  { key: 'pico', name: 'pico', symbol: 'p', exponent: -12 },
  { key: 'femto', name: 'femto', symbol: 'f', exponent: -15 },
  { key: 'atto', name: 'atto', symbol: 'a', exponent: -18 },
  { key: 'zepto', name: 'zepto', symbol: 'z', exponent: -21 },
  { key: 'yocto', name: 'yocto', symbol: 'y', exponent: -24 },
  { key: 'ronto', name: 'ronto', symbol: 'r', exponent: -27 },
  { key: 'quecto', name: 'quecto', symbol: 'q', exponent: -30 },
];

/**
 * value × 10^power by moving the decimal exponent rather than multiplying, so 0.1 kilo is exactly
 * 100 and not 100.00000000000001.
 */
export function shiftDecimal(value: number, power: number): number {
  const [mantissa = '0', exponent = '0'] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + power}`);
}
