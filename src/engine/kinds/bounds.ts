import * as MESSAGES from '../validation/messages.ts';
import { broken, type KindParse } from './kind.ts';

/** A bound as the messages write it: "1,000", "2 m", "3 people". */
export function describeBound(value: number, unit?: string, suffix?: string): string {
  const text = Number(value.toPrecision(10)).toLocaleString('en-US', { maximumFractionDigits: 10 });
  return unit ? `${text} ${unit}` : suffix ? `${text} ${suffix}` : text;
}

/** The broken bound of a numeric field, if any; `describe` writes a bound as the field shows it. */
export function checkBounds(
  value: number,
  spec: { min?: number; max?: number; minInclusive?: boolean },
  describe: (bound: number, side: 'min' | 'max') => string,
): KindParse | undefined {
  if (spec.min !== undefined) {
    const inclusive = spec.minInclusive ?? true;
    if (inclusive ? value < spec.min : value <= spec.min) {
      return broken(
        'min',
        inclusive ? MESSAGES.atLeast(describe(spec.min, 'min')) : MESSAGES.moreThan(describe(spec.min, 'min')),
      );
    }
  }
  if (spec.max !== undefined && value > spec.max) return broken('max', MESSAGES.atMost(describe(spec.max, 'max')));
  return undefined;
}
