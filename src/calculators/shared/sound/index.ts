/*
 * Sound: the acoustics and audio arithmetic the audio calculators share.
 *
 * - pitch.ts: frequency ratios as musical intervals (semitones and cents, equal temperament).
 * - decibels.ts: power and amplitude ratios in decibels (IEC 60027-3), and the dBu and dBV references.
 * - speed-of-sound.ts: the speed of sound in dry air at a temperature.
 * - absorption-coefficients.ts: octave-band absorption coefficients of room finishes (published table).
 * - reverberation.ts: reverberation time by Sabine's and Eyring's formulas.
 * - room-modes.ts: the modes of a rectangular room (Rayleigh), Schroeder's frequency and Bonello's check.
 * - pcm.ts: the data rate of uncompressed PCM audio and the size of a WAV file's header.
 * - tempo.ts: note lengths at a tempo (straight, dotted and triplet) for delays and LFO rates.
 * - buffer-latency.ts: the latency of audio buffers, one way and round trip.
 * - loudness-targets.ts: platforms' and broadcasters' loudness targets (content/data/loudness-targets.yaml).
 */
