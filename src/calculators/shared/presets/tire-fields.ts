import { out, text, type FieldError } from '../../../engine/index.ts';
import { tireSizeProblem } from '../vehicles/tire-size.ts';

/* The tire size field of the tire tools, its check, and a tire dimension as a result. */

/** A tire size typed as on the sidewall (225/45R17, LT265/70R17, 31x10.50R15). */
export const tireSizeField = (label: string, fallback: string, help?: string) =>
  text({
    label,
    help: help ?? 'As on the sidewall: 225/45R17, P225/45R17 94W, LT265/70R17 or 31x10.50R15.',
    default: fallback,
    maxLength: 40,
  });

/** The message at a tire size field that cannot be read, if any. */
export function tireSizeErrors(field: string, written: string): FieldError[] {
  const problem = tireSizeProblem(written);
  return problem === undefined ? [] : [{ field, message: problem }];
}

/** A tire dimension in millimetres, shown in inches to visitors who prefer imperial units. */
export const tireLengthOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'length',
    unit: 'mm',
    imperialUnit: 'in',
    units: ['mm', 'in', 'cm'],
    decimals: 1,
  });
