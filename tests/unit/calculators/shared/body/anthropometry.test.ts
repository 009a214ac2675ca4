import { describe, expect, it } from 'vitest';
import { kgAndLbToTenth, roundToTenth } from '../../../../../src/calculators/shared/body/anthropometry.ts';

describe('kgAndLbToTenth', () => {
  it('gives a mass in kilograms and pounds, each to 0.1', () => {
    expect(kgAndLbToTenth(73)).toEqual({ kg: 73, lb: 160.9 });
    expect(roundToTenth(61.26)).toBe(61.3);
  });
});
