import { describe, expect, it } from 'vitest';
import {
  checkAll,
  dateAndTime,
  endAfterStart,
  endNotBeforeStart,
  lessThan,
  notMoreThan,
} from '../../../../src/engine/index.ts';

describe('cross-field rules', () => {
  it('want the end strictly after the start, for dates and for numbers', () => {
    expect(endAfterStart('end', '2025-01-02', '2025-01-03')).toEqual([]);
    expect(endAfterStart('end', '2025-01-02', '2025-01-02')).toEqual([
      { field: 'end', message: 'The end must be after the start.' },
    ]);
    expect(endAfterStart('workEnd', 17, 9, 'The working day must end after it starts.')).toEqual([
      { field: 'workEnd', message: 'The working day must end after it starts.' },
    ]);
  });

  it('let the end equal the start when it only must not come before it', () => {
    expect(endNotBeforeStart('end', '2025-01-02', '2025-01-02')).toEqual([]);
    expect(endNotBeforeStart('end', '2025-01-02', '2025-01-01')).toEqual([
      { field: 'end', message: 'The end date is before the start date; swap them or pick a later day.' },
    ]);
  });

  it('word a part against its whole from the two names', () => {
    expect(lessThan('downPayment', 300, 300, { what: 'The down payment', than: 'the price' })).toEqual([
      { field: 'downPayment', message: 'The down payment must be less than the price.' },
    ]);
    expect(notMoreThan('waist', 80, 80, { what: 'The waist', than: 'the height' })).toEqual([]);
    expect(notMoreThan('waist', 81, 80, 'The waist cannot be more than the height; check both.')).toEqual([
      { field: 'waist', message: 'The waist cannot be more than the height; check both.' },
    ]);
  });

  it('ask for a date and a time when a calculator could not read one', () => {
    expect(dateAndTime('when', false)).toEqual([{ field: 'when', message: 'Enter a date and a time.' }]);
    expect(dateAndTime('when', true)).toEqual([]);
  });

  it('combine into one message per field, the first rule first', () => {
    expect(
      checkAll(endAfterStart('end', 2, 1), lessThan('end', 5, 4, 'Too long.'), dateAndTime('start', false)),
    ).toEqual([
      { field: 'end', message: 'The end must be after the start.' },
      { field: 'start', message: 'Enter a date and a time.' },
    ]);
  });
});
