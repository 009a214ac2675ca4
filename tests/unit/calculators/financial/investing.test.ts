import { describe, expect, it } from 'vitest';
import {
  annualizedPercent,
  holdingPeriodRule,
  termYears,
  yearMarks,
  yearsBetween,
} from '../../../../src/calculators/shared/investing.ts';
import { cpiOf, lastCpiYear, usCpi } from '../../../../src/calculators/shared/money/us-cpi.ts';

describe('holding periods between dates', () => {
  it('counts whole years anniversary to anniversary, leap days included', () => {
    expect(yearsBetween('2019-01-01', '2024-01-01')).toBe(5);
    expect(yearsBetween('2020-03-01', '2021-03-01')).toBe(1);
  });

  it('gives a part year as days elapsed over the days of that year', () => {
    // 2023-01-01 to 2023-07-02 is 182 of the 365 days of 2023.
    expect(yearsBetween('2023-01-01', '2023-07-02')).toBeCloseTo(182 / 365, 12);
    // 2024 has 366 days: half of them is 183 days, to 2 July.
    expect(yearsBetween('2024-01-01', '2024-07-02')).toBeCloseTo(183 / 366, 12);
  });

  it('moves a 29 February anniversary to 28 February in common years', () => {
    expect(yearsBetween('2016-02-29', '2017-02-28')).toBe(1);
    expect(yearsBetween('2016-02-29', '2020-02-29')).toBe(4);
  });

  it('is negative when the end comes first', () => {
    expect(yearsBetween('2024-01-01', '2019-01-01')).toBe(-5);
  });

  it('refuses an end date on or before the start date', () => {
    const period = { period: 'dates', years: 1, startDate: '2024-05-01', endDate: '2024-05-01' };
    expect(holdingPeriodRule(period, 1.1)).toEqual([
      { field: 'endDate', message: 'The end date must be after the start date.' },
    ]);
  });
});

describe('annualized growth', () => {
  it('is the nth root of the growth factor, less one', () => {
    expect(annualizedPercent(4, 2)).toBeCloseTo(100, 12);
    expect(annualizedPercent(1, 7)).toBe(0);
  });

  it('is −100% when everything is lost', () => {
    expect(annualizedPercent(0, 3)).toBe(-100);
  });
});

describe('savings terms on a 365-day year', () => {
  it('reads days, months and years', () => {
    expect(termYears({ value: 365, unit: 'day' })).toBe(1);
    expect(termYears({ value: 18, unit: 'month' })).toBe(1.5);
    expect(termYears({ value: 2, unit: 'year' })).toBe(2);
  });

  it('marks every whole year and the end', () => {
    expect(yearMarks(3)).toEqual([0, 1, 2, 3]);
    expect(yearMarks(2.5)).toEqual([0, 1, 2, 2.5]);
    expect(yearMarks(0)).toEqual([0]);
  });
});

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
