import { fromBase, toBase } from '../units/registry.ts';
import type { UnitFamily } from '../units/table.ts';
import * as MESSAGES from '../validation/messages.ts';

export type ParseResult = { ok: true; value: number; understood?: string } | { ok: false; message: string };

const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const GROUPED = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const FRACTION = /^([+-]?)(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)$/;

/**
 * The smallest magnitude we take. Far below any real quantity (the Planck time is 5e-44 s), yet
 * large enough that dividing an ordinary amount by it cannot overflow to Infinity, as 1e-320
 * (a subnormal double) would.
 */
const SMALLEST_MAGNITUDE = 1e-100;

/**
 * Reads a number the way people type it: "1234.5", "1,234.5", "-2.5e3", "3/4", "1 3/4".
 * Currency symbols, a trailing % and spaces around the number are ignored.
 */
export function parseNumber(raw: string): ParseResult {
  const text = raw
    .trim()
    .replace(/^[$€£¥₹]\s*/, '')
    .replace(/\s*%$/, '')
    .replace(/^([+-])\s*[$€£¥₹]\s*/, '$1');
  if (text === '') return { ok: false, message: MESSAGES.enterNumber };
  if (PLAIN.test(text) || GROUPED.test(text)) {
    const value = Number(text.replace(/,/g, ''));
    if (!Number.isFinite(value)) return { ok: false, message: MESSAGES.numberTooLarge };
    if (value !== 0 && Math.abs(value) < SMALLEST_MAGNITUDE) {
      return { ok: false, message: MESSAGES.numberTooSmall };
    }
    return { ok: true, value };
  }
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [, sign, whole, numerator, denominator] = fraction;
    if (Number(denominator) === 0) return { ok: false, message: MESSAGES.zeroDenominator };
    const magnitude = Number(whole ?? 0) + Number(numerator) / Number(denominator);
    const value = sign === '-' ? -magnitude : magnitude;
    return { ok: true, value, understood: String(roundForEcho(value)) };
  }
  return { ok: false, message: MESSAGES.numberFormat };
}

/** Words people type for units, mapped to the unit keys of the table. */
const UNIT_WORDS: Partial<Record<UnitFamily, Record<string, string>>> = {
  length: {
    mm: 'mm',
    millimeter: 'mm',
    millimeters: 'mm',
    millimetre: 'mm',
    millimetres: 'mm',
    cm: 'cm',
    centimeter: 'cm',
    centimeters: 'cm',
    centimetre: 'cm',
    centimetres: 'cm',
    m: 'm',
    meter: 'm',
    meters: 'm',
    metre: 'm',
    metres: 'm',
    km: 'km',
    in: 'in',
    inch: 'in',
    inches: 'in',
    '"': 'in',
    '″': 'in',
    ft: 'ft',
    foot: 'ft',
    feet: 'ft',
    "'": 'ft',
    '′': 'ft',
    yd: 'yd',
    yard: 'yd',
    yards: 'yd',
    mi: 'mi',
    mile: 'mi',
    miles: 'mi',
  },
  mass: {
    mg: 'mg',
    g: 'g',
    gram: 'g',
    grams: 'g',
    kg: 'kg',
    kilo: 'kg',
    kilos: 'kg',
    kilogram: 'kg',
    kilograms: 'kg',
    oz: 'oz',
    ounce: 'oz',
    ounces: 'oz',
    lb: 'lb',
    lbs: 'lb',
    pound: 'lb',
    pounds: 'lb',
    st: 'st',
    stone: 'st',
    stones: 'st',
  },
  time: {
    s: 's',
    sec: 's',
    second: 's',
    seconds: 's',
    min: 'min',
    mins: 'min',
    minute: 'min',
    minutes: 'min',
    h: 'h',
    hr: 'h',
    hrs: 'h',
    hour: 'h',
    hours: 'h',
    d: 'd',
    day: 'd',
    days: 'd',
  },
};

const COMPOUND_PART = /([+-]?\d+(?:\.\d+)?(?:\s+\d+\/\d+|\/\d+)?)\s*([a-zA-Z]+|["'″′])/g;

/**
 * Reads a measurement with units in it, e.g. "5 ft 7 in", "5'7\"", "1.8 m", "11 st 4 lb",
 * and returns it in `targetUnit`. Returns undefined when the text has no unit words.
 */
export function parseMeasurement(raw: string, family: UnitFamily, targetUnit: string): ParseResult | undefined {
  const words = UNIT_WORDS[family];
  const text = raw.trim();
  const clock = family === 'time' ? clockSeconds(text, targetUnit) : undefined;
  if (clock !== undefined) {
    const value = fromBase(family, clock, targetUnit);
    return { ok: true, value, understood: String(roundForEcho(value)) };
  }
  // "9.11e-31" is a number in exponent notation, not 9.11 of a unit called "e".
  if (!words || PLAIN.test(text) || !/\d/.test(text) || !/[a-zA-Z"'″′]/.test(text)) return undefined;
  let base = 0;
  let consumed = '';
  for (const match of text.matchAll(COMPOUND_PART)) {
    const [whole, amount = '', word = ''] = match;
    // Own keys only: "toString" must not find Object.prototype's function.
    const key = [word.toLowerCase(), word].find((candidate) => Object.hasOwn(words, candidate));
    const unit = key === undefined ? undefined : words[key];
    const number = parseNumber(amount);
    if (!unit || !number.ok) return { ok: false, message: MESSAGES.unknownUnit(word) };
    base += toBase(family, number.value, unit);
    consumed += whole;
  }
  if (consumed.replace(/\s+/g, '') !== text.replace(/\s+/g, '')) {
    return { ok: false, message: MESSAGES.measurementFormat };
  }
  const value = fromBase(family, base, targetUnit);
  return { ok: true, value, understood: String(roundForEcho(value)) };
}

const CLOCK_TIME = /^(\d+):([0-5]\d(?:\.\d+)?)(?::([0-5]\d(?:\.\d+)?))?$/;

/**
 * A time written the way race results and paces are: "1:23:45" is h:mm:ss; "25:30" is m:ss, or
 * h:mm in a field counted in hours or longer ("3:30" hours is three and a half hours).
 */
function clockSeconds(text: string, targetUnit: string): number | undefined {
  const match = CLOCK_TIME.exec(text);
  if (!match) return undefined;
  const [, first = '0', second = '0', third] = match;
  if (third !== undefined) {
    if (second.includes('.')) return undefined;
    return Number(first) * 3600 + Number(second) * 60 + Number(third);
  }
  const firstUnit = toBase('time', 1, targetUnit) >= 3600 ? 3600 : 60;
  return Number(first) * firstUnit + Number(second) * (firstUnit / 60);
}

/** Enough digits to show what was understood without float noise. */
export function roundForEcho(value: number): number {
  return Number(value.toPrecision(10));
}

/**
 * Reads a list of numbers separated by commas, semicolons, spaces or new lines. In a list a
 * comma always separates, so thousands separators are not read here.
 */
export function parseNumberList(raw: string): { ok: true; values: number[] } | { ok: false; message: string } {
  const parts = raw
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: MESSAGES.listEmpty };
  const values: number[] = [];
  for (const part of parts) {
    const parsed = parseNumber(part);
    if (!parsed.ok) return { ok: false, message: MESSAGES.listItemNotNumber(part.slice(0, 20)) };
    values.push(parsed.value);
  }
  return { ok: true, values };
}
