/*
 * Note lengths at a tempo. A beat is a quarter note, so it lasts 60,000 ÷ BPM milliseconds; a
 * whole note is four beats, and every other note value is a fraction of the whole note (Yamaha,
 * "Calculating the equivalent delay time of a note": whole-note fraction × 240,000 ÷ BPM).
 * A dot adds half the note's length (× 1.5); a triplet fits three notes in the time of two (× 2/3).
 */

export const MS_PER_MINUTE = 60_000;
const BEATS_PER_WHOLE_NOTE = 4;

export const FEEL_FACTORS = { straight: 1, dotted: 1.5, triplet: 2 / 3 } as const;
export type NoteFeel = keyof typeof FEEL_FACTORS;

/** The note values from a whole note to a 64th, as the denominator of the whole-note fraction. */
export const NOTE_DIVISIONS = [1, 2, 4, 8, 16, 32, 64] as const;
export type NoteDivision = (typeof NOTE_DIVISIONS)[number];

/** Milliseconds of a 1/`division` note, straight, dotted or triplet, at `bpm` quarter notes per minute. */
export const noteMs = (bpm: number, division: number, feel: NoteFeel = 'straight'): number =>
  ((MS_PER_MINUTE * BEATS_PER_WHOLE_NOTE) / (bpm * division)) * FEEL_FACTORS[feel];

/** The rate in hertz of an LFO whose cycle lasts `ms` milliseconds. */
export const hertzForMs = (ms: number): number => 1000 / ms;
