import { duration } from '../../../engine/index.ts';

/** A span entered in years or months, from one month to `maxYears` years. */
export function yearsOrMonthsInput(label: string, defaultYears: number, maxYears: number, help?: string) {
  return duration({
    label,
    ...(help ? { help } : {}),
    default: { value: defaultYears, unit: 'year' },
    units: ['year', 'month'],
    min: { value: 1, unit: 'month' },
    max: { value: maxYears, unit: 'year' },
  });
}
