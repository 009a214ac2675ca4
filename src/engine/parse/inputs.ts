import type { EngineContext } from '../context.ts';
import type { RawState } from '../state.ts';
import type { Duration, DurationUnit, FieldError, FractionValue, InputSpec, Place } from '../types.ts';
import { convert, isUnitOf, toBase } from '../units/convert.ts';
import { isDateTime, isIsoDate, isTime } from './dates.ts';
import { parseMeasurement, parseNumber, parseNumberList, type ParseResult } from './number.ts';

export interface ParsedInputs {
  values: Record<string, unknown>;
  errors: FieldError[];
  /** What the engine understood from an entry written in another form ("1 3/4" → 1.75). */
  understood: Record<string, string>;
}

const MAX_TEXT = 10_000;

function describeBound(value: number, unit?: string, suffix?: string): string {
  const text = Number(value.toPrecision(10)).toLocaleString('en-US', { maximumFractionDigits: 10 });
  return unit ? `${text} ${unit}` : suffix ? `${text} ${suffix}` : text;
}

function checkBounds(
  value: number,
  spec: { min?: number; max?: number; minInclusive?: boolean },
  describe: (bound: number) => string,
): string | undefined {
  if (spec.min !== undefined) {
    const inclusive = spec.minInclusive ?? true;
    if (inclusive ? value < spec.min : value <= spec.min) {
      return inclusive ? `Enter ${describe(spec.min)} or more.` : `Enter more than ${describe(spec.min)}.`;
    }
  }
  if (spec.max !== undefined && value > spec.max) return `Enter ${describe(spec.max)} or less.`;
  return undefined;
}

function readNumber(raw: string, spec: InputSpec, unit: string | undefined): ParseResult {
  if (spec.kind === 'number' && spec.unitFamily && unit) {
    const measured = parseMeasurement(raw, spec.unitFamily, unit);
    if (measured) return measured;
  }
  return parseNumber(raw);
}

const DURATION_SECONDS: Record<DurationUnit, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_629_746,
  year: 31_556_952,
};

/** A duration in another unit, using Gregorian average months and years. */
export function durationIn(duration: Duration, unit: DurationUnit): number {
  if (duration.unit === unit) return duration.value;
  if (unit === 'month' && duration.unit === 'year') return duration.value * 12;
  if (unit === 'year' && duration.unit === 'month') return duration.value / 12;
  return (duration.value * DURATION_SECONDS[duration.unit]) / DURATION_SECONDS[unit];
}

/** "51.5074, -0.1278" → a place; used when a visitor types coordinates instead of picking a city. */
function readCoordinates(raw: string): Place | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { name: `${latitude}, ${longitude}`, latitude, longitude, timeZone: 'UTC' };
}

/** Turns what the visitor typed into the values compute receives, or messages for each field. */
export function parseInputs(inputs: Record<string, InputSpec>, state: RawState, context: EngineContext): ParsedInputs {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const understood: Record<string, string> = {};
  const fail = (field: string, message: string) => errors.push({ field, message });

  for (const [key, spec] of Object.entries(inputs)) {
    const raw = (state.values[key] ?? '').slice(0, MAX_TEXT);
    const unit = state.units[key];
    switch (spec.kind) {
      case 'number':
      case 'integer':
      case 'money':
      case 'percent': {
        // A unit that is not on the field's menu (an edited link) falls back to the field's own.
        const fieldUnit =
          spec.kind === 'number' && spec.unitFamily && spec.unit
            ? unit && isUnitOf(spec.unitFamily, unit)
              ? unit
              : spec.unit
            : undefined;
        const parsed = readNumber(raw, spec, fieldUnit);
        if (!parsed.ok) {
          fail(key, parsed.message);
          break;
        }
        if (spec.kind === 'integer' && !Number.isInteger(parsed.value)) {
          fail(key, 'Enter a whole number.');
          break;
        }
        if (spec.kind === 'number' && spec.unitFamily && spec.unit) {
          const { unitFamily: family, unit: boundsUnit } = spec;
          const shownUnit = fieldUnit ?? boundsUnit;
          const inDefaultUnit = convert(family, parsed.value, shownUnit, boundsUnit);
          const problem = checkBounds(inDefaultUnit, spec, (bound) =>
            describeBound(convert(family, bound, boundsUnit, shownUnit), shownUnit),
          );
          if (problem) {
            fail(key, problem);
            break;
          }
          values[key] = toBase(family, parsed.value, shownUnit);
        } else {
          const problem = checkBounds(parsed.value, spec, (bound) =>
            spec.kind === 'percent'
              ? `${describeBound(bound)}%`
              : spec.kind === 'money'
                ? describeBound(bound)
                : describeBound(bound, undefined, 'suffix' in spec ? spec.suffix : undefined),
          );
          if (problem) {
            fail(key, problem);
            break;
          }
          values[key] = parsed.value;
        }
        if (parsed.understood) understood[key] = parsed.understood;
        break;
      }
      case 'select':
      case 'radio':
        if (!spec.options.some((option) => option.value === raw)) fail(key, 'Choose one of the options.');
        else values[key] = raw;
        break;
      case 'boolean':
        values[key] = raw === 'true';
        break;
      case 'date':
        if (spec.optional && raw.trim() === '') values[key] = '';
        else if (!isIsoDate(raw)) fail(key, 'Enter a real date.');
        else if (spec.min && raw < spec.min) fail(key, `Enter a date on or after ${spec.min}.`);
        else if (spec.max && raw > spec.max) fail(key, `Enter a date on or before ${spec.max}.`);
        else values[key] = raw;
        break;
      case 'time':
        if (!isTime(raw)) fail(key, 'Enter a time like 14:30.');
        else values[key] = raw;
        break;
      case 'datetime':
        if (!isDateTime(raw)) fail(key, 'Enter a date and a time.');
        else values[key] = raw;
        break;
      case 'duration': {
        const parsed = parseNumber(raw);
        const durationUnit = (unit ?? spec.default.unit) as DurationUnit;
        if (!parsed.ok) {
          fail(key, parsed.message);
          break;
        }
        if (!spec.units.includes(durationUnit)) {
          fail(key, 'Choose a unit from the list.');
          break;
        }
        const duration = { value: parsed.value, unit: durationUnit };
        const min = spec.min ?? { value: 0, unit: durationUnit };
        if (durationIn(duration, 'second') < durationIn(min, 'second') || parsed.value < 0) {
          fail(key, `Enter ${min.value} ${min.unit}${min.value === 1 ? '' : 's'} or more.`);
        } else if (spec.max && durationIn(duration, 'second') > durationIn(spec.max, 'second')) {
          fail(key, `Enter ${spec.max.value} ${spec.max.unit}s or less.`);
        } else {
          values[key] = duration;
        }
        break;
      }
      case 'timezone':
        if (raw === 'local') values[key] = Intl.DateTimeFormat().resolvedOptions().timeZone;
        else if (isTimeZone(raw)) values[key] = raw;
        else fail(key, 'Choose a time zone from the list.');
        break;
      case 'location': {
        const place = context.cities.get(raw) ?? readCoordinates(raw);
        if (place) values[key] = place;
        else fail(key, 'Choose a city, or enter latitude and longitude like 51.5, -0.13.');
        break;
      }
      case 'numberList': {
        const parsed = parseNumberList(raw);
        if (!parsed.ok) fail(key, parsed.message);
        else if (spec.minCount !== undefined && parsed.values.length < spec.minCount) {
          fail(key, `Enter at least ${spec.minCount} numbers.`);
        } else if (spec.maxCount !== undefined && parsed.values.length > spec.maxCount) {
          fail(key, `Enter at most ${spec.maxCount} numbers.`);
        } else if (parsed.values.some((value) => !Number.isFinite(value))) {
          fail(key, 'One of the numbers is too large.');
        } else {
          values[key] = parsed.values;
          understood[key] = `${parsed.values.length} number${parsed.values.length === 1 ? '' : 's'}`;
        }
        break;
      }
      case 'fraction': {
        const parsed = parseFraction(raw);
        if ('message' in parsed) fail(key, parsed.message);
        else values[key] = parsed;
        break;
      }
    }
  }
  return { values, errors, understood };
}

const MIXED = /^([+-])?(?:(\d+)\s+)?(\d+)(?:\s*\/\s*(\d+))?$/;
const DECIMAL = /^([+-])?(\d*)\.(\d+)$/;

function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x || 1;
}

/**
 * "3/4", "-1 1/2", "2", "0.75" → a fraction in lowest terms. Reading a fraction needs only a
 * greatest common divisor, so this stays out of fraction.js and every calculator page stays
 * small; the fraction calculator's arithmetic uses fraction.js.
 */
export function parseFraction(raw: string): FractionValue | { message: string } {
  const text = raw.trim();
  let numerator: number;
  let denominator: number;
  const mixed = MIXED.exec(text);
  const decimal = DECIMAL.exec(text);
  if (mixed) {
    const [, sign, whole, top = '0', bottom] = mixed;
    if (bottom !== undefined && /^0+$/.test(bottom)) return { message: 'A fraction cannot have 0 below the line.' };
    if (whole !== undefined && bottom === undefined) return { message: 'Write a mixed number like 1 1/2.' };
    denominator = Number(bottom ?? '1');
    numerator = (Number(whole ?? '0') * denominator + Number(top)) * (sign === '-' ? -1 : 1);
  } else if (decimal) {
    const [, sign, whole = '', digits = ''] = decimal;
    if (digits.length > 15) return { message: 'Use at most 15 decimal places.' };
    denominator = 10 ** digits.length;
    numerator = Number(`${whole || '0'}${digits}`) * (sign === '-' ? -1 : 1);
  } else {
    return { message: 'Enter a fraction like 3/4, a mixed number like 1 1/2, or a whole number.' };
  }
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return { message: 'That fraction is too large.' };
  }
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor + 0, denominator: denominator / divisor };
}

let zoneCache: Set<string> | undefined;

export function isTimeZone(zone: string): boolean {
  if (zone === 'UTC') return true;
  zoneCache ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zoneCache.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}
