import type { Duration, DurationUnit } from '../../types/inputs.ts';

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
