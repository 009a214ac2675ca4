import type { FieldError } from '../../../engine/index.ts';

/*
 * How long an investment was held (a number of years, or two dates) and the yearly rate its
 * growth comes to over that time. The fields are the holding-period preset.
 */

export interface HoldingPeriod {
  period: string;
  years: number;
  startDate: string;
  endDate: string;
}

/*
 * Day counting is done here with Date.UTC rather than through calendar/dates.ts: these pages need
 * only plain UTC day numbers, and that module's chunk would add about 1 KB gzip to each of them.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date (years 1800–2200, so Date.UTC reads them as written). */
const dayOf = (year: number, month: number, day: number) => Math.round(Date.UTC(year, month - 1, day) / DAY_MS);

/** The day number of a date's anniversary `plusYears` later; 29 February falls back to the 28th. */
function anniversary(year: number, month: number, day: number, plusYears: number): number {
  const target = year + plusYears;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return dayOf(target, month, Math.min(day, lastDay));
}

const parts = (iso: string) => {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return [year, month, day] as const;
};

/**
 * Years from one date to another: whole years counted anniversary to anniversary, plus the
 * fraction of the next year elapsed (days ÷ the days in that year). 2019-01-01 to 2024-01-01 is
 * exactly 5, however many leap days lie between.
 */
export function yearsBetween(start: string, end: string): number {
  const [year, month, day] = parts(start);
  const from = dayOf(year, month, day);
  const to = dayOf(...parts(end));
  if (to < from) return -yearsBetween(end, start);
  let whole = parts(end)[0] - year;
  while (whole > 0 && anniversary(year, month, day, whole) > to) whole -= 1;
  const last = anniversary(year, month, day, whole);
  const next = anniversary(year, month, day, whole + 1);
  return whole + (to - last) / (next - last);
}

export function holdingYears({ period, years, startDate, endDate }: HoldingPeriod): number {
  return period === 'dates' ? yearsBetween(startDate, endDate) : years;
}

/**
 * The constant yearly rate, in percent, that turns 1 into `growth` over `years`:
 * (growth^(1/years) − 1) × 100. Losing everything (growth ≤ 0) is −100 %.
 */
export function annualizedPercent(growth: number, years: number): number {
  if (growth <= 0) return -100;
  return (Math.pow(growth, 1 / years) - 1) * 100;
}

/** Field messages for a holding period, including one too short to annualize `growth`. */
export function holdingPeriodRule(values: HoldingPeriod, growth: number): FieldError[] {
  if (values.period === 'dates' && values.endDate <= values.startDate) {
    return [{ field: 'endDate', message: 'The end date must be after the start date.' }];
  }
  const years = holdingYears(values);
  if (!Number.isFinite(annualizedPercent(growth, years))) {
    const field = values.period === 'dates' ? 'endDate' : 'years';
    return [{ field, message: 'This period is too short to turn so large a change into a yearly rate.' }];
  }
  return [];
}
