import { describe, expect, it } from 'vitest';
import { readDigits, toFigures } from '../../../../src/calculators/shared/algebra/decimal-digits.ts';
import { errorsWith, outputsWith } from './_algebra-run.ts';

const SLUG = 'scientific-notation';

describe('numbers as written', () => {
  it.each([
    ['0.000120', { negative: false, digits: '120', exponent: -4 }],
    ['1200', { negative: false, digits: '12', exponent: 3 }],
    ['1200.', { negative: false, digits: '1200', exponent: 3 }],
    ['-6.02 × 10^-5', { negative: true, digits: '602', exponent: -5 }],
    ['7E3', { negative: false, digits: '7', exponent: 3 }],
    ['.5', { negative: false, digits: '5', exponent: -1 }],
  ])('reads %s', (typed, expected) => {
    expect(readDigits(typed)).toEqual(expected);
  });

  it('rounds half up, carrying into a new power of ten', () => {
    expect(toFigures({ negative: false, digits: '9996', exponent: 0 }, 3)).toEqual({
      negative: false,
      digits: '100',
      exponent: 1,
    });
    expect(toFigures({ negative: false, digits: '3', exponent: 0 }, 3).digits).toBe('300');
  });
});

describe('the scientific notation converter', () => {
  it('keeps every digit of a 30-digit number', async () => {
    const outputs = await outputsWith(SLUG, { value: '123456789012345678901234567891' });
    expect(outputs['scientific']).toBe('1.23456789012345678901234567891 × 10^29');
    expect(outputs['figures']).toBe(30);
  });

  it('writes zero as 0 × 10^0 and refuses what is not a number', async () => {
    expect((await outputsWith(SLUG, { value: '0.00' }))['scientific']).toBe('0 × 10^0');
    expect((await errorsWith(SLUG, { value: '1.2.3' }))['value']).toContain('is not a number');
  });

  it('says when a number is too long to write out', async () => {
    expect((await outputsWith(SLUG, { value: '1e-200' }))['standard']).toBe(
      'Too long to write out: 199 zeros after the decimal point',
    );
  });
});
