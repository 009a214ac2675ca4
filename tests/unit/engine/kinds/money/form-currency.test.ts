import { describe, expect, it } from 'vitest';
import { money, percent } from '../../../../../src/engine/builders.ts';
import { formCurrency } from '../../../../../src/engine/kinds/money/form-currency.ts';

describe('formCurrency', () => {
  it('puts the currency menu on the first money field', () => {
    const inputs = { rate: percent({ label: 'Rate', default: 1 }), a: money({ label: 'A', default: 1 }) };
    expect(formCurrency({ ...inputs, b: money({ label: 'B', default: 2 }) })).toEqual({
      menuField: 'a',
      fixed: undefined,
    });
  });

  it('drops the menu when any money field fixes the currency', () => {
    const inputs = { a: money({ label: 'A', default: 1 }), b: money({ label: 'B', default: 2, currency: 'USD' }) };
    expect(formCurrency(inputs)).toEqual({ menuField: undefined, fixed: 'USD' });
  });
});
