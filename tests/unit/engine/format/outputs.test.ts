import { describe, expect, it } from 'vitest';
import { out } from '../../../../src/engine/builders.ts';
import { shownUnits } from '../../../../src/engine/format/outputs.ts';
import {
  formatDate,
  formatDuration,
  formatInteger,
  formatMoney,
  formatNumber,
  formatPercent,
} from '../../../../src/engine/format/numbers.ts';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/units/all.ts';

describe('formatting', () => {
  it('groups thousands and keeps four significant digits by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,568');
    expect(formatNumber(3.14159265)).toBe('3.142');
    expect(formatNumber(0.000123456)).toBe('0.0001235');
    expect(formatNumber(2.5, { decimals: 2 })).toBe('2.50');
  });

  it('writes negatives with a real minus sign, and a negative that rounds to nothing without one', () => {
    expect(formatNumber(-4.5)).toBe('\u22124.5');
    expect(formatMoney(-20, 'USD')).toBe('\u2212$20.00');
    expect(formatPercent(-12.5)).toBe('\u221212.5%');
    expect(formatInteger(-3)).toBe('\u22123');
    expect(formatNumber(-1.5e-7)).toBe('\u22121.500 × 10^\u22127');
    expect(formatNumber(-0.001, { decimals: 2 })).toBe('0.00');
    expect(formatNumber(-0)).toBe('0');
  });

  it('never prints NaN or Infinity', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'USD')).toBe('—');
  });

  it('formats money with the currency', () => {
    expect(formatMoney(1199.1, 'USD')).toBe('$1,199.10');
    expect(formatMoney(1000, 'EUR')).toBe('€1,000.00');
  });

  it('formats percents, durations and dates', () => {
    expect(formatPercent(6.5)).toBe('6.5%');
    expect(formatDuration(90061)).toBe('1 d 1 h 1 min 1 s');
    expect(formatDuration(5400, 'minute')).toBe('1 h 30 min');
    // A value a hair under a whole minute carries into the minutes instead of showing 60 s.
    expect(formatDuration(119.999_999_99)).toBe('2 min');
    expect(formatDuration(3599.999, 'second')).toBe('1 h');
    expect(formatDuration(109.726)).toBe('1 min 49.73 s');
    expect(formatDate('2024-02-29')).toBe('Thursday, February 29, 2024');
  });
});

describe('suffixFor', () => {
  it('uses the singular of a plain plural suffix for exactly one', async () => {
    const { suffixFor } = await import('../../../../src/engine/format/outputs.ts');
    expect(suffixFor(1, 'days')).toBe('day');
    expect(suffixFor(-1, 'months')).toBe('month');
    expect(suffixFor(2, 'days')).toBe('days');
    expect(suffixFor(1, 'kcal/day')).toBe('kcal/day');
    expect(suffixFor(1, 'people')).toBe('people');
  });
});

describe('the unit an output is shown in', () => {
  const outputs = {
    healthy: out.number({
      label: 'Healthy from',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
    }),
    metricOnly: out.number({ label: 'Dose', unitFamily: 'mass', unit: 'g' }),
    converted: out.number({ label: 'Result', unitFamily: 'mass', unit: 'kg', unitInput: 'to' }),
  };

  it('follows the form switched to US units where the output has an imperial unit', () => {
    expect(shownUnits(outputs, { to: 'oz' }, {}, 'imperial')).toEqual({ healthy: 'lb', converted: 'oz' });
    expect(shownUnits(outputs, { to: 'oz' }, {}, 'metric')).toEqual({ converted: 'oz' });
  });

  it("keeps the visitor's own choice in the output's menu over the form's system", () => {
    expect(shownUnits(outputs, {}, { healthy: 'kg' }, 'imperial')).toEqual({ healthy: 'kg' });
  });
});
