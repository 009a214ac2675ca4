import { asTyped, formatPlain } from '../../format/plain.ts';
import type { NumberInputSpec } from '../../types/inputs.ts';

/*
 * Lengths people measure with a tape in feet and inches (a height, a room, a board) are entered
 * in two boxes, feet and inches, each with the phone's number pad. The field's text stays one
 * string the number parser already reads ("5 ft 7.5 in"), so links, examples and remembered
 * values are unchanged; only the way it is typed and shown differs.
 */

/**
 * Whether a length field shown in feet is typed as feet and inches: its menu offers inches too,
 * which marks a tape-measure length rather than an elevation or a distance in feet.
 */
export function usesFeetAndInches(spec: NumberInputSpec, unit: string | undefined): boolean {
  return spec.unitFamily === 'length' && unit === 'ft' && (spec.units === undefined || spec.units.includes('in'));
}

/**
 * Whether a field may be shown in feet and inches in some unit it offers, so its page loads the
 * two boxes (see src/engine/kinds/form-parts.ts) before its island starts.
 */
export function offersFeetAndInches(spec: NumberInputSpec): boolean {
  return (
    spec.unitFamily === 'length' &&
    (spec.units === undefined || (spec.units.includes('ft') && spec.units.includes('in')))
  );
}

const COMPOUND = /^(?:(.*) ft )?(.*) in$/;

/** The two boxes' texts for a field's text: "5 ft 7 in" → 5 and 7, "5.5" → 5.5 and nothing. */
export function splitFeetInches(text: string): { feet: string; inches: string } {
  const match = COMPOUND.exec(text);
  return match ? { feet: match[1] ?? '', inches: match[2] ?? '' } : { feet: text, inches: '' };
}

/** The field's text for what the two boxes hold, the inverse of `splitFeetInches`. */
export function joinFeetInches(feet: string, inches: string): string {
  if (inches.trim() === '') return feet;
  return feet.trim() === '' ? `${inches} in` : `${feet} ft ${inches} in`;
}

/**
 * A length in feet written as a person reads a tape: whole feet and inches to the nearest
 * quarter (5.74 ft → "5 ft 9 in"), or feet alone when the inches round to none; `exact` keeps
 * the inches to 1/10,000 instead. A negative length stays in decimal feet: "-5 ft 3 in" would
 * read as −5 ft plus 3 in.
 */
export function feetInchesText(feet: number, rounding: 'typed' | 'exact' = 'typed'): string {
  if (feet < 0) return formatPlain(rounding === 'typed' ? asTyped(feet) : Number(feet.toPrecision(6)));
  const step = rounding === 'typed' ? 4 : 10_000;
  const parts = Math.round(feet * 12 * step);
  const wholeFeet = Math.floor(parts / (12 * step));
  const inches = (parts % (12 * step)) / step;
  return inches === 0 ? String(wholeFeet) : joinFeetInches(String(wholeFeet), String(inches));
}
