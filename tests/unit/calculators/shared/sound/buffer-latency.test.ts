import { describe, expect, it } from 'vitest';
import { roundTripSeconds, samplesToSeconds } from '../../../../../src/calculators/shared/sound/buffer-latency.ts';

describe('audio buffer latency', () => {
  it('makes a buffer of one second of samples last one second', () => {
    expect(samplesToSeconds(48_000, 48_000)).toBe(1);
  });

  it('crosses two buffers on a round trip and adds extras in samples and seconds', () => {
    expect(roundTripSeconds(480, 48_000)).toBeCloseTo(0.02, 12);
    expect(roundTripSeconds(480, 48_000, 96, 0.001)).toBeCloseTo(0.023, 12);
  });

  it('halves the latency when the sample rate doubles', () => {
    expect(samplesToSeconds(256, 96_000)).toBe(samplesToSeconds(256, 48_000) / 2);
  });
});
