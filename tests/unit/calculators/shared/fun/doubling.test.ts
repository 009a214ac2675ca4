import { describe, expect, it } from 'vitest';
import { doublingsToReach, gallivanLength } from '../../../../../src/calculators/shared/fun/doubling.ts';

describe('doubling a thickness', () => {
  it('needs no fold when the sheet already reaches the height', () => {
    expect(doublingsToReach(1, 1)).toBe(0);
    expect(doublingsToReach(2, 1)).toBe(0);
  });

  it('reaches an exact power of two in exactly that many folds, one more just above it', () => {
    expect(doublingsToReach(0.1, 0.1 * 2 ** 42)).toBe(42);
    expect(doublingsToReach(0.1, 0.1 * 2 ** 42 * 1.000001)).toBe(43);
    expect(doublingsToReach(1e-4, 1e-4 * 1024)).toBe(10);
  });

  it("gives Gallivan's length: one fold needs (π t ⁄ 6) × 6 × 1 = π t", () => {
    expect(gallivanLength(1, 1)).toBeCloseTo(Math.PI, 12);
    expect(gallivanLength(2, 0)).toBe(0);
  });
});
