import { duration, type Duration } from '../../../engine/index.ts';

/** A loan term field in years or months. */
/** A stretch inside a loan's term (interest-only, or before a balloon), in years or months. */
export function loanStretchInput(label: string, defaultYears: number, help?: string) {
  return duration({
    label,
    ...(help ? { help } : {}),
    default: { value: defaultYears, unit: 'year' },
    units: ['year', 'month'],
    min: { value: 1, unit: 'month' },
    max: { value: 50, unit: 'year' },
  });
}

export function loanTermInput(defaultYears: number, minimum: Duration) {
  return duration({
    label: 'Loan term',
    default: { value: defaultYears, unit: 'year' },
    units: ['year', 'month'],
    min: minimum,
    max: { value: 50, unit: 'year' },
  });
}
