import { describe, expect, it } from 'vitest';
import converter from '../../../../src/calculators/conversion/number-to-words.ts';

const words = (number: string) => converter.compute({ number });

describe('number to words', () => {
  it('reads zero and small decimals', () => {
    expect(words('0')).toMatchObject({ words: 'zero', ordinal: 'zeroth', cheque: 'Zero and 00/100 dollars' });
    expect(words('0.001')).toMatchObject({ words: 'one thousandth', spoken: 'zero point zero zero one' });
    expect(words('12.50').words).toBe('twelve and five tenths');
  });

  it('says negative, and refuses a negative cheque and ordinals of fractions', () => {
    expect(words('-42.5')).toMatchObject({
      words: 'negative forty-two and five tenths',
      spoken: 'negative forty-two point five',
      ordinal: 'Only whole numbers have ordinals (first, second, third …).',
      cheque: 'A cheque cannot be written for a negative amount.',
    });
  });

  it('rounds a cheque to the cent and says so', () => {
    expect(words('99.999').cheque).toBe('One hundred and 00/100 dollars (rounded to the cent)');
  });

  it('keeps a 22-digit number exact', () => {
    expect(words('1234567890123456789012').words).toBe(
      'one sextillion two hundred thirty-four quintillion five hundred sixty-seven quadrillion eight hundred ninety trillion one hundred twenty-three billion four hundred fifty-six million seven hundred eighty-nine thousand twelve',
    );
  });
});
