import { duration, type Duration } from '../../../engine/index.ts';

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
