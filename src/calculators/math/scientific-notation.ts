import { defineCalculator, integer, out, text, type FieldError } from '../../engine/index.ts';
import { mantissaText, readDigits, toFigures, type DigitNumber } from '../shared/algebra/decimal-digits.ts';

/** Decimal places written out in full at most; beyond that the standard form would be a wall of zeros. */
const LONGEST_WRITTEN = 100;
/** Exponents beyond a billion are not measurements of anything. */
const LARGEST_EXPONENT = 1e9;

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 602200000000000000000000 or 0.00052, from the digits and exponent. */
function standardForm({ negative, digits, exponent }: DigitNumber): string {
  const sign = negative ? '-' : '';
  if (Math.abs(exponent) > LONGEST_WRITTEN) {
    return `Too long to write out: ${exponent > 0 ? `${exponent + 1} digits before the decimal point` : `${-exponent - 1} zeros after the decimal point`}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

function readErrors(typed: string): FieldError[] {
  const read = readDigits(typed);
  if (read === undefined) {
    return [
      {
        field: 'value',
        message: `“${typed.trim()}” is not a number: type it like 0.00052, 6.02e23 or 6.02 × 10^23.`,
      },
    ];
  }
  return Math.abs(read.exponent) > LARGEST_EXPONENT
    ? [{ field: 'value', message: 'Use a power of ten between -1,000,000,000 and 1,000,000,000.' }]
    : [];
}

export default defineCalculator({
  inputs: {
    value: text({
      label: 'Number',
      help: 'Ordinary (0.00052), E-notation (6.02e23) or scientific (6.02 × 10^23).',
      default: '0.000345',
      maxLength: 200,
      inputMode: 'decimal',
    }),
    figures: integer({
      label: 'Round to significant figures',
      help: '0 keeps every significant figure of the number as typed.',
      default: 0,
      min: 0,
      max: 40,
    }),
  },
  outputs: {
    scientific: out.text({ label: 'Scientific notation', primary: true }),
    eNotation: out.text({ label: 'E-notation' }),
    engineering: out.text({ label: 'Engineering notation' }),
    standard: out.text({ label: 'Standard (decimal) form' }),
    figures: out.integer({ label: 'Significant figures' }),
    steps: out.text({ label: 'Steps' }),
  },
  validate: ({ value }) => readErrors(value),
  compute: ({ value, figures }) => {
    const typed = readDigits(value) ?? { negative: false, digits: '', exponent: 0 };
    if (typed.digits === '') {
      return {
        scientific: '0 × 10^0',
        eNotation: '0E0',
        engineering: '0 × 10^0',
        standard: '0',
        figures: 1,
        steps:
          'Zero is written 0 × 10^0 in scientific notation: there is no first non-zero digit to move the point to.',
      };
    }
    const number = figures > 0 ? toFigures(typed, figures) : typed;
    const { negative, digits, exponent } = number;
    const sign = negative ? '-' : '';
    const mantissa = `${sign}${mantissaText(digits)}`;
    // Engineering notation keeps the exponent a multiple of 3, so 1 to 3 digits stand before the point.
    const engineeringExponent = Math.floor(exponent / 3) * 3;
    const places = Math.abs(exponent);
    const move =
      exponent === 0
        ? 'The first significant digit is already in the ones place, so the exponent is 0.'
        : `The first significant digit, ${digits.charAt(0)}, is ${places} place${places === 1 ? '' : 's'} ${exponent > 0 ? 'to the left of' : 'to the right of'} the ones place, so the decimal point moves ${places} place${places === 1 ? '' : 's'} ${exponent > 0 ? 'left' : 'right'} and the exponent is ${exponent}.`;
    const rounding =
      figures > 0 && figures !== typed.digits.length
        ? ` Rounded to ${figures} significant figure${figures === 1 ? '' : 's'} from ${typed.digits.length}.`
        : '';
    return {
      scientific: `${mantissa} × 10^${exponent}`,
      eNotation: `${mantissa}E${exponent}`,
      engineering: `${sign}${mantissaText(digits, exponent - engineeringExponent + 1)} × 10^${engineeringExponent}`,
      standard: standardForm(number),
      figures: digits.length,
      steps: `${move}${rounding} The significant digits are ${digits}, so the number is ${mantissa} × 10^${exponent}.`,
    };
  },
});
