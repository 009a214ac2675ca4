import { describe, expect, it } from 'vitest';
import {
  bitsPerPixel,
  bytesAtRate,
  rateForBytes,
  secondsForBytes,
  uncompressedRate,
  usefulRate,
  withOverhead,
  withoutOverhead,
} from '../../../../../src/calculators/shared/video/data-rates.ts';

describe('video data rates', () => {
  it('turns a bitrate and a time into bytes, and back', () => {
    expect(bytesAtRate(8e6, 600)).toBe(600e6);
    expect(rateForBytes(600e6, 600)).toBe(8e6);
    expect(secondsForBytes(600e6, 8e6)).toBe(600);
  });

  it('gives zero bytes for a silent track (a zero bitrate)', () => {
    expect(bytesAtRate(0, 3600)).toBe(0);
  });

  it('adds a container overhead and takes the same overhead out again', () => {
    expect(withOverhead(100e6, 2)).toBeCloseTo(102e6, 3);
    expect(withoutOverhead(withOverhead(100e6, 2), 2)).toBeCloseTo(100e6, 3);
    expect(withOverhead(100e6, 0)).toBe(100e6);
  });

  it('leaves a link its rate less the protocol share', () => {
    expect(usefulRate(100e6, 10)).toBeCloseTo(90e6, 3);
  });

  it('counts 1.5 samples a pixel for 4:2:0 and 2 for 4:2:2', () => {
    const hd = { width: 1920, height: 1080, bitsPerSample: 8, framesPerSecond: 30 } as const;
    expect(uncompressedRate({ ...hd, chroma: '4:2:0' })).toBe(1920 * 1080 * 12 * 30);
    expect(uncompressedRate({ ...hd, chroma: '4:2:2' })).toBe(1920 * 1080 * 16 * 30);
    expect(uncompressedRate({ ...hd, chroma: '4:4:4' })).toBe(1920 * 1080 * 24 * 30);
  });

  it('spreads a bitrate over every pixel of every frame', () => {
    expect(bitsPerPixel(1920 * 1080 * 30 * 0.1, 1920, 1080, 30)).toBeCloseTo(0.1, 12);
  });
});
