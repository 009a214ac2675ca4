import { describe, expect, it } from 'vitest';
import { endsBeforeTermRule, wholeMonthsRule } from '../../../../../src/calculators/shared/money/term.ts';

describe('wholeMonthsRule', () => {
  it('accepts whole months and whole years', () => {
    expect(wholeMonthsRule({ value: 30, unit: 'year' })).toEqual([]);
    expect(wholeMonthsRule({ value: 7, unit: 'month' })).toEqual([]);
  });

  it('flags a part of a month on the term field, or on the field it is told', () => {
    const message = 'Use a whole number of months.';
    expect(wholeMonthsRule({ value: 1.5, unit: 'month' })).toEqual([{ field: 'term', message }]);
    expect(wholeMonthsRule({ value: 1.5, unit: 'month' }, 'remaining')).toEqual([{ field: 'remaining', message }]);
  });
});

describe('endsBeforeTermRule', () => {
  const term = { value: 30, unit: 'year' } as const;

  it('accepts a stretch that ends before the term', () => {
    expect(endsBeforeTermRule('interestOnly', { value: 359, unit: 'month' }, term, 'Too long.')).toEqual([]);
  });

  it('flags a stretch as long as the term or longer', () => {
    const error = [{ field: 'interestOnly', message: 'Too long.' }];
    expect(endsBeforeTermRule('interestOnly', { value: 30, unit: 'year' }, term, 'Too long.')).toEqual(error);
    expect(endsBeforeTermRule('interestOnly', { value: 31, unit: 'year' }, term, 'Too long.')).toEqual(error);
  });
});
