import { describe, expect, it } from 'vitest';
import { editingCodecRate } from '../../../../../src/calculators/shared/video/storage-formats-editing.ts';
import { liveSetting } from '../../../../../src/calculators/shared/video/storage-formats-live.ts';
import { bytesPerHourAt } from '../../../../../src/calculators/shared/video/storage-formats-streaming.ts';
import { scaledRate } from '../../../../../src/calculators/shared/video/storage-formats.ts';

describe('published video rates', () => {
  it("reads Netflix's HD figure as 3 decimal gigabytes an hour", () => {
    expect(bytesPerHourAt('hd')).toBe(3e9);
  });

  it("gives Apple's target rate at the reference size and scales it with pixels and frame rate", () => {
    expect(editingCodecRate('prores-hq', 1920, 1080, 29.97)).toBeCloseTo(220e6, 0);
    expect(editingCodecRate('prores-hq', 3840, 2160, 29.97)).toBeCloseTo(880e6, 0);
    expect(editingCodecRate('prores-hq', 1920, 1080, 59.94)).toBeCloseTo(440e6, 0);
  });

  it("multiplies Avid's DNxHR frame size by the frame rate", () => {
    expect(editingCodecRate('dnxhr-sq', 3840, 2160, 25)).toBe(2408448 * 8 * 25);
  });

  it('gives no rate for a codec the table does not list', () => {
    expect(editingCodecRate('prores-raw', 1920, 1080, 25)).toBe(0);
  });

  it('scales a rate by the ratio of pixels', () => {
    expect(scaledRate(100, { width: 10, height: 10 }, 20, 10, 1)).toBe(200);
  });

  it('reads a platform setting in bits per second, and nothing for an unknown key', () => {
    expect(liveSetting('twitch-720p30')).toEqual({ video: 3_000_000, audio: 128_000 });
    expect(liveSetting('own')).toBeUndefined();
  });
});
