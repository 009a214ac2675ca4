/*
 * Sound: the acoustics and audio arithmetic the audio calculators share.
 *
 * - pitch.ts: frequency ratios as musical intervals (semitones and cents, equal temperament).
 */
