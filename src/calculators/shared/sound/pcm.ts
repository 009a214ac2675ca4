/*
 * Uncompressed (linear PCM) audio: every second holds sample rate × channels samples of `bits`
 * bits each (IEC 60908, "Red Book", for CD audio: 44,100 × 2 × 16 = 1,411,200 bit/s).
 */

/** The canonical RIFF/WAVE header of a plain PCM file: RIFF (12) + "fmt " (24) + "data" (8) bytes. */
export const WAV_HEADER_BYTES = 44;

/** Bits per second of uncompressed PCM audio; the sample rate is in hertz. */
export const pcmBitrate = (sampleRateHz: number, bitsPerSample: number, channels: number): number =>
  sampleRateHz * bitsPerSample * channels;
