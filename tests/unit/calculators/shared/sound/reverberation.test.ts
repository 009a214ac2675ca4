import { describe, expect, it } from 'vitest';
import { eyringRt60, sabineRt60 } from '../../../../../src/calculators/shared/sound/reverberation.ts';

describe('reverberation time', () => {
  it('follows Sabine: 0.161 × 480 m³ / 25.76 m² = 3 s (Shaalaa classroom example)', () => {
    expect(sabineRt60(480, 25.76)).toBeCloseTo(3, 10);
  });

  it('gives a shorter Eyring time than Sabine, approaching it as absorption falls', () => {
    expect(eyringRt60(480, 376, 100)).toBeLessThan(sabineRt60(480, 100));
    expect(eyringRt60(480, 376, 0.376) / sabineRt60(480, 0.376)).toBeCloseTo(1, 2);
  });

  it('gives no reverberation for a room that absorbs everything', () => {
    expect(eyringRt60(60, 94, 94)).toBe(0);
  });
});
