import { describe, expect, it } from 'vitest';
import { duration } from '../../../../src/engine/builders.ts';
import { durationDescription } from '../../../../src/engine/kinds/duration/describe.ts';
import { durationKind } from '../../../../src/engine/kinds/duration/duration.ts';
import { CONTEXT } from './context.ts';

const term = duration({
  label: 'Term',
  default: { value: 5, unit: 'year' },
  units: ['month', 'year'],
  min: { value: 1, unit: 'month' },
  max: { value: 50, unit: 'year' },
});
const read = (raw: string, unit?: string) => durationKind.parse(raw, term, { unit, context: CONTEXT });

describe('duration kind', () => {
  it('hands compute the value with its unit', () => {
    expect(read('18', 'month')).toEqual({ ok: true, value: { value: 18, unit: 'month' }, understood: undefined });
  });

  it('names the bound broken, singular or plural as the number needs', () => {
    expect(read('0', 'month')).toEqual({ ok: false, rule: 'min', message: 'Enter 1 month or more.' });
    expect(read('51', 'year')).toEqual({ ok: false, rule: 'max', message: 'Enter 50 years or less.' });
  });

  it('refuses a unit that is not on the menu', () => {
    expect(read('3', 'week')).toEqual({ ok: false, rule: 'unit', message: 'Choose a unit from the list.' });
    expect(durationKind.acceptsUnit?.(term, 'week')).toBe(false);
  });

  it('converts typed text between months and years', () => {
    expect(durationKind.convertText?.(term, '2', 'year', 'month', 'exact')).toBe('24');
  });

  it('describes an entry with the plural of its unit', () => {
    expect(durationDescription.describe(term, '5', { unit: 'year', currency: 'USD', context: CONTEXT })).toBe(
      '5 years',
    );
  });
});
