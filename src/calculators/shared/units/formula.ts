// The registry: a converter's page has loaded its family's units before its calculator runs.
import { baseUnitOf, convert, unitInfo } from '../../../engine/units/registry.ts';
import type { UnitFamily } from '../../../engine/units/table.ts';

/** Temperature scales are offset, not just scaled, so the relation is shown as a formula. */
const TEMPERATURE_FORMULAS: Record<string, string> = {
  'c>f': '°F = °C × 9/5 + 32',
  'f>c': '°C = (°F − 32) × 5/9',
  'c>k': 'K = °C + 273.15',
  'k>c': '°C = K − 273.15',
  'f>k': 'K = (°F − 32) × 5/9 + 273.15',
  'k>f': '°F = (K − 273.15) × 9/5 + 32',
  'c>r': '°R = (°C + 273.15) × 9/5',
  'r>c': '°C = °R × 5/9 − 273.15',
  'f>r': '°R = °F + 459.67',
  'r>f': '°F = °R − 459.67',
  'k>r': '°R = K × 9/5',
  'r>k': 'K = °R × 5/9',
};

/** How each temperature scale is tied to the kelvin (NIST SP 811, 4.2.1.1; SI Brochure 2.3.1). */
const TEMPERATURE_DEFINITIONS: Record<string, string> = {
  c: 't/°C = T/K − 273.15',
  f: 't/°F = 1.8 × t/°C + 32',
  k: 'the kelvin, the SI unit, fixed by the Boltzmann constant',
  r: 'T/°R = 1.8 × T/K',
};

/** A factor as people write it: float noise removed, powers of ten for the extremes. */
export function showFactor(value: number): string {
  // Whole factors in full (1 TiB = 8,796,093,022,208 bit); 12 digits keep every exact definition
  // (1 yd³ = 0.764554857984 m³) and drop the noise of binary floating point.
  const whole = Number(value.toPrecision(15));
  const rounded = Number.isInteger(whole) ? whole : Number(value.toPrecision(12));
  const magnitude = Math.abs(rounded);
  if (magnitude !== 0 && (magnitude >= 1e15 || magnitude < 1e-6)) {
    const [mantissa, exponent] = rounded.toExponential().split('e');
    return `${mantissa} × 10^${Number(exponent)}`;
  }
  return rounded.toLocaleString('en-US', { maximumFractionDigits: 20 });
}

/** "1 ft", but "1°" and "1′" as angles are written. */
const withUnit = (amount: string, symbol: string) =>
  /^[°′″]$/.test(symbol) ? `${amount}${symbol}` : `${amount} ${symbol}`;
const one = (symbol: string) => withUnit('1', symbol);
/** A compound symbol in brackets when it is divided by: "100 ÷ (L/100 km)". */
const divisor = (symbol: string) => (/[/ ]/.test(symbol) ? `(${symbol})` : symbol);

/** The conversion from one unit to another: a factor, or a formula where a factor cannot say it. */
export function formula(family: UnitFamily, from: string, to: string): string {
  const fromSymbol = unitInfo(family, from).symbol;
  const toSymbol = unitInfo(family, to).symbol;
  if (from === to) return `${one(fromSymbol)} = ${one(toSymbol)}`;
  if (family === 'temperature') return TEMPERATURE_FORMULAS[`${from}>${to}`] ?? '';
  if (family === 'fuelEconomy' && (from === 'l100km' || to === 'l100km')) {
    // Litres per distance is the reciprocal of distance per litre.
    return `${toSymbol} = ${showFactor(convert(family, 1, from, to))} ÷ ${divisor(fromSymbol)}`;
  }
  const factor = showFactor(convert(family, 1, from, to));
  return `${one(fromSymbol)} = ${withUnit(factor, toSymbol)}`;
}

/** How a unit is defined in its family's base unit: "1 ft = 0.3048 m". */
export function definition(family: UnitFamily, unit: string): string {
  const { symbol } = unitInfo(family, unit);
  const base = baseUnitOf(family);
  if (family === 'temperature') return `${symbol}: ${TEMPERATURE_DEFINITIONS[unit] ?? ''}`;
  if (family === 'fuelEconomy' && unit === 'l100km') return `${symbol} = 100 ÷ (km/L)`;
  if (unit === base) return `${symbol}: the base unit`;
  return `${one(symbol)} = ${withUnit(showFactor(unitInfo(family, unit).factor), unitInfo(family, base).symbol)}`;
}
