/*
 * Musical intervals of equal temperament: an octave doubles the frequency and holds 12 semitones
 * of 100 cents each (A. J. Ellis, 1885), so a frequency ratio r spans 1200 × log₂ r cents.
 */

export const CENTS_PER_SEMITONE = 100;
export const CENTS_PER_OCTAVE = 1200;

/** The interval a frequency ratio spans, in cents (negative when the pitch falls). */
export const ratioToCents = (ratio: number) => CENTS_PER_OCTAVE * Math.log2(ratio);

/** The same interval in semitones. */
export const ratioToSemitones = (ratio: number) => ratioToCents(ratio) / CENTS_PER_SEMITONE;
