import { durationIn, type Duration, type FieldError } from '../../../engine/index.ts';

/*
 * A loan or savings term (a duration the visitor enters) as the counts the arithmetic needs:
 * months, payments, or years on a bank's 365-day basis; and the rules that a term must be a
 * whole number of payments.
 */

/** The term in months; payments are monthly, so a term must come to whole months. */
export function termMonths(term: Duration): number {
  return Math.round(durationIn(term, 'month'));
}

/** A message on `field` when the term does not come to whole months. */
export function wholeMonthsRule(term: Duration, field = 'term'): FieldError[] {
  return Number.isInteger(Math.round(durationIn(term, 'month') * 1e6) / 1e6)
    ? []
    : [{ field, message: 'Use a whole number of months.' }];
}

/**
 * A message on `field` when a stretch of a loan (its interest-only start, the payments before a
 * balloon) lasts as long as the whole term or longer.
 */
export function endsBeforeTermRule(field: string, stretch: Duration, term: Duration, message: string): FieldError[] {
  return termMonths(stretch) >= termMonths(term) ? [{ field, message }] : [];
}

/** The number of payments in a term of `periodsPerYear` payments a year (fractional when it is not whole). */
export function paymentsInTerm(term: Duration, periodsPerYear: number): number {
  return Math.round(durationIn(term, 'month') * periodsPerYear * 1e6) / 12e6;
}

/** A message when the term is shorter than one payment or not a whole number of them. */
export function wholePaymentsRule(field: string, term: Duration, periodsPerYear: number): FieldError[] {
  const count = paymentsInTerm(term, periodsPerYear);
  if (count < 1) return [{ field, message: 'Make the term at least one payment period long.' }];
  return Number.isInteger(Math.round(count * 1e6) / 1e6)
    ? []
    : [{ field, message: 'Use a term that is a whole number of payment periods (for example whole quarters).' }];
}

/**
 * A savings term in years on the 365-day basis banks use: days ÷ 365, months ÷ 12. (The engine's
 * general conversion uses the 365.2425-day Gregorian year, which a deposit never earns on.)
 */
export function termYears(term: Duration): number {
  switch (term.unit) {
    case 'day':
      return term.value / 365;
    case 'week':
      return (term.value * 7) / 365;
    case 'month':
      return term.value / 12;
    case 'year':
      return term.value;
    default:
      return durationIn(term, 'day') / 365;
  }
}
