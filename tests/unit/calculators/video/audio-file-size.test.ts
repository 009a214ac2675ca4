import { describe, expect, it } from 'vitest';
import audioFileSize from '../../../../src/calculators/video/audio-file-size.ts';

type Values = Parameters<typeof audioFileSize.compute>[0];

const cdMinute: Values = {
  format: 'pcm',
  duration: 60,
  sampleRate: 44_100,
  bits: 16,
  channels: 2,
  wavHeader: false,
  bitrate: 128_000,
  space: 1_000_000_000,
};

describe('audio file size', () => {
  it('adds exactly the 44-byte header to a WAV file and keeps it out of the recording time', () => {
    const plain = audioFileSize.compute(cdMinute);
    const withHeader = audioFileSize.compute({ ...cdMinute, wavHeader: true, space: 10_584_044 });
    expect(withHeader.size - plain.size).toBe(44);
    expect(withHeader.fitTime).toBe(60);
  });

  it('fits no time at all in a space smaller than the header, rather than a negative time', () => {
    expect(audioFileSize.compute({ ...cdMinute, wavHeader: true, space: 20 }).fitTime).toBe(0);
  });

  it('ignores the header for compressed files and uses the bitrate alone', () => {
    const mp3 = audioFileSize.compute({ ...cdMinute, format: 'compressed', wavHeader: true });
    expect(mp3.size).toBe(960_000);
    expect(mp3.rate).toBe(128_000);
  });

  it('refuses a zero bitrate for a compressed file only', () => {
    const [zero] = audioFileSize.validate?.({ ...cdMinute, format: 'compressed', bitrate: 0 }) ?? [];
    expect(zero?.field).toBe('bitrate');
    expect(audioFileSize.validate?.({ ...cdMinute, bitrate: 0 })).toEqual([]);
  });
});
