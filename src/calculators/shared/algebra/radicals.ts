/*
 * Radicals in simplest form: ⁿ√x = c·ⁿ√r, with the largest whole c whose n-th power divides x.
 * Whole radicands only, and only up to LARGEST_SIMPLIFIED so trial division stays instant.
 */

/** Largest radicand simplified: its trial division needs at most a million steps. */
export const LARGEST_SIMPLIFIED = 1e12;

export interface SimplifiedRadical {
  /** The whole number taken out of the root. */
  outside: number;
  /** What stays under the root, free of n-th powers. */
  inside: number;
}

/** x = outside^index × inside, with `inside` free of index-th powers (√72 → 6√2). */
export function simplifyRadical(radicand: number, index: number): SimplifiedRadical {
  let outside = 1;
  let inside = radicand;
  // Composite divisors never divide what is left: their prime factors were taken out first.
  for (let divisor = 2; divisor ** index <= inside; divisor += divisor === 2 ? 1 : 2) {
    const power = divisor ** index;
    while (inside % power === 0) {
      inside /= power;
      outside *= divisor;
    }
  }
  return { outside, inside };
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The root sign of an index: √, ∛, ∜, then ⁵√, ⁶√… */
export function rootSign(index: number): string {
  if (index === 2) return '√';
  if (index === 3) return '∛';
  if (index === 4) return '∜';
  return `${String(index).replace(/\d/g, (digit) => SUPERSCRIPT.charAt(Number(digit)))}√`;
}

/** "6√2", "√5", "2∛3", or "4" and "0" when nothing stays under the root. */
export function radicalText({ outside, inside }: SimplifiedRadical, index: number): string {
  if (inside === 0) return '0';
  if (inside === 1) return String(outside);
  return `${outside === 1 ? '' : String(outside)}${rootSign(index)}${inside}`;
}

/** Whether a number is a whole number small enough to simplify under a root. */
export function simplifiable(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= LARGEST_SIMPLIFIED;
}
