import { describe, expect, it } from 'vitest';
import { cpiOf, lastCpiYear, usCpi } from '../../../../../src/calculators/shared/money/us-cpi.ts';

describe('US CPI-U table', () => {
  it('runs without gaps from 1913', () => {
    expect(usCpi.firstYear).toBe(1913);
    expect(lastCpiYear - usCpi.firstYear + 1).toBe(usCpi.annualAverages.length);
  });

  it('holds the BLS annual averages', () => {
    // BLS cpiai.txt: 1913 = 9.9, 1982–84 average = 100 (96.5, 99.6, 103.9), 2024 = 313.689.
    expect(cpiOf(1913)).toBe(9.9);
    expect((cpiOf(1982) + cpiOf(1983) + cpiOf(1984)) / 3).toBeCloseTo(100, 0);
    expect(cpiOf(2024)).toBe(313.689);
  });
});
