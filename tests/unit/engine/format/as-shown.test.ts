import { describe, expect, it } from 'vitest';
import { asShown, bandOf } from '../../../../src/engine/format/as-shown.ts';
import { formatNumber } from '../../../../src/engine/format/numbers.ts';

const BMI_BANDS = [
  [18.5, 'Healthy weight'],
  [25, 'Overweight'],
] as const;

describe('a figure as shown', () => {
  it('is the number the page prints, float noise and all', () => {
    // 64 kg ÷ (1.60 m)² in binary floating point.
    expect(64 / 1.6 ** 2).toBe(24.999999999999996);
    expect(asShown(64 / 1.6 ** 2, { decimals: 1 })).toBe(25);
    expect(formatNumber(64 / 1.6 ** 2, { decimals: 1 })).toBe('25.0');
    expect(asShown(19.96, { digits: 3 })).toBe(20);
    expect(asShown(12_345.678, { digits: 4 })).toBe(12_346);
    expect(asShown(0.0012346, {})).toBe(0.001235);
  });

  it.each([
    [0.12345, { digits: 3 }],
    [98_765.4321, { digits: 4 }],
    [24.977, { decimals: 1 }],
    [18.449, { decimals: 1 }],
    [-3.14159, { decimals: 2 }],
  ])('case %#: reads back the same as the formatted text', (value, shown) => {
    expect(asShown(value, shown)).toBe(Number(formatNumber(value, shown).replace(/,/g, '').replace('\u2212', '-')));
  });

  it('puts a figure on a boundary in the band that starts there', () => {
    expect(bandOf(64 / 1.6 ** 2, { decimals: 1 }, BMI_BANDS, 'Underweight')).toBe('Overweight');
    expect(bandOf(59.94 / 1.8 ** 2, { decimals: 1 }, BMI_BANDS, 'Underweight')).toBe('Healthy weight');
    expect(bandOf(18.44, { decimals: 1 }, BMI_BANDS, 'Underweight')).toBe('Underweight');
    expect(bandOf(24.977, { decimals: 1 }, BMI_BANDS, 'Underweight')).toBe('Overweight');
    expect(bandOf(24.94, { decimals: 1 }, BMI_BANDS, 'Underweight')).toBe('Healthy weight');
  });
});
