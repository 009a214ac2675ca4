/*
 * Latency of an audio buffer: a buffer of N samples must fill before it moves on, which takes
 * N ÷ sample rate seconds. A round trip through the computer crosses an input and an output buffer,
 * plus the converters' and driver's own delay.
 */

/** The power-of-two buffer sizes audio drivers offer, from 32 to 2048 samples. */
export const COMMON_BUFFER_SIZES = [32, 64, 128, 256, 512, 1024, 2048] as const;

/** Seconds that `samples` samples last at `sampleRateHz`. */
export const samplesToSeconds = (samples: number, sampleRateHz: number): number => samples / sampleRateHz;

/**
 * Seconds from input to output: one input and one output buffer of `bufferSamples`, plus extra
 * latency given in samples (converters, safety offsets) and in seconds (a driver's figure).
 */
export const roundTripSeconds = (
  bufferSamples: number,
  sampleRateHz: number,
  extraSamples = 0,
  extraSeconds = 0,
): number => samplesToSeconds(2 * bufferSamples + extraSamples, sampleRateHz) + extraSeconds;
