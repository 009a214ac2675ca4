import { duration, type Duration } from '../../../engine/index.ts';
import { yearsOrMonthsInput } from './years-or-months.ts';

/** A stretch inside a loan's term (interest-only, or before a balloon), in years or months up to 50 years. */
export const loanStretchInput = (label: string, defaultYears: number, help?: string) =>
  yearsOrMonthsInput(label, defaultYears, 50, help);

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
