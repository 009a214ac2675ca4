import { defineCalculator, out, text } from '../../engine/index.ts';
import { readDecimalText, toCents, type DecimalText } from '../shared/numbers/decimal-text.ts';
import { decimalPlaceName, ordinalWords, wholeNumberWords } from '../shared/numbers/english-words.ts';

const DIGIT_NAMES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

const signed = (number: DecimalText, words: string) => (number.negative ? `negative ${words}` : words);

/** "twelve and thirty-four hundredths": the digits after the point as a count of tenths, hundredths … */
function fractionWords(number: DecimalText): string {
  const whole = wholeNumberWords(number.whole);
  const digits = number.fraction.replace(/0+$/, '');
  if (digits === '') return signed(number, whole);
  const count = BigInt(digits);
  const place = decimalPlaceName(digits.length);
  const part = `${wholeNumberWords(count)} ${place}${count === 1n ? '' : 's'}`;
  return signed(number, number.whole === 0n ? part : `${whole} and ${part}`);
}

/** "twelve point three four": each digit after the point read on its own. */
function pointWords(number: DecimalText): string {
  const whole = wholeNumberWords(number.whole);
  if (number.fraction === '') return signed(number, whole);
  const digits = Array.from(number.fraction, (digit) => DIGIT_NAMES[Number(digit)] ?? '').join(' ');
  return signed(number, `${whole} point ${digits}`);
}

/** "One hundred thirty and 45/100 dollars", as the amount line of a US cheque is filled in. */
function chequeWords(number: DecimalText): string {
  if (number.negative) return 'A cheque cannot be written for a negative amount.';
  const cents = toCents(number);
  const dollars = wholeNumberWords(cents / 100n);
  const rounded = number.fraction.replace(/0+$/, '').length > 2 ? ' (rounded to the cent)' : '';
  const line = `${dollars} and ${String(cents % 100n).padStart(2, '0')}/100 dollars${rounded}`;
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}

function ordinal(number: DecimalText): string {
  if (/[1-9]/.test(number.fraction)) return 'Only whole numbers have ordinals (first, second, third …).';
  return signed(number, ordinalWords(wholeNumberWords(number.whole)));
}

const readNumber = (typed: string): DecimalText | undefined => {
  const reading = readDecimalText(typed);
  return 'number' in reading ? reading.number : undefined;
};

export default defineCalculator({
  inputs: {
    number: text({
      label: 'Number',
      help: 'Any size up to 36 digits, with a minus sign or decimals if you like, e.g. 1,234.56.',
      default: '1234.56',
      maxLength: 80,
      inputMode: 'decimal',
    }),
  },
  outputs: {
    words: out.text({ label: 'In words', primary: true }),
    spoken: out.text({ label: 'Read with “point”' }),
    ordinal: out.text({ label: 'Ordinal' }),
    cheque: out.text({ label: 'On a cheque (US dollars)' }),
  },
  validate: ({ number }) => {
    const reading = readDecimalText(number);
    return 'problem' in reading ? [{ field: 'number', message: reading.problem }] : [];
  },
  compute: ({ number: typed }) => {
    // validate has refused what cannot be read, so zero here is never shown.
    const number = readNumber(typed) ?? { negative: false, whole: 0n, fraction: '' };
    return {
      words: fractionWords(number),
      spoken: pointWords(number),
      ordinal: ordinal(number),
      cheque: chequeWords(number),
    };
  },
});
