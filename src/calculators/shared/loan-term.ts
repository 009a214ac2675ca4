import { duration, durationIn, type Duration, type FieldError } from '../../engine/index.ts';

/** A loan term field in years or months. */
export function loanTermInput(defaultYears: number, minimum: Duration) {
  return duration({
    label: 'Loan term',
    default: { value: defaultYears, unit: 'year' },
    units: ['year', 'month'],
    min: minimum,
    max: { value: 50, unit: 'year' },
  });
}

/** The term in months; payments are monthly, so a term must come to whole months. */
export function termMonths(term: Duration): number {
  return Math.round(durationIn(term, 'month'));
}

export function wholeMonthsRule(term: Duration): FieldError[] {
  return Number.isInteger(Math.round(durationIn(term, 'month') * 1e6) / 1e6)
    ? []
    : [{ field: 'term', message: 'Use a whole number of months.' }];
}
