import { describe, expect, it } from 'vitest';
import { formatAxisValue } from '../../../../src/engine/format/numbers.ts';

describe('formatAxisValue', () => {
  it('writes round money ticks short, with the currency', () => {
    expect(formatAxisValue(400_000, 'money', 'USD')).toBe('$400K');
    expect(formatAxisValue(1_500_000, 'money', 'USD')).toBe('$1.5M');
    expect(formatAxisValue(0, 'money', 'EUR')).toBe('€0');
  });

  it('writes plain numbers and percentages, with a real minus sign', () => {
    expect(formatAxisValue(25_000, 'number', 'USD')).toBe('25K');
    expect(formatAxisValue(-50, 'number', 'USD')).toBe('\u221250');
    expect(formatAxisValue(25, 'percent', 'USD')).toBe('25%');
  });

  it('never shows NaN', () => {
    expect(formatAxisValue(Number.NaN, 'money', 'USD')).toBe('—');
  });
});
