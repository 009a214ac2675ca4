import { defineCalculator, integer, out, select, text } from '../../engine/index.ts';
import {
  LARGEST_BASE,
  SMALLEST_BASE,
  grouped,
  readInBase,
  signedRange,
  twosComplement,
  writeInBase,
} from '../shared/numbers/bases.ts';

const BASE_FIELD = {
  min: SMALLEST_BASE,
  max: LARGEST_BASE,
  messages: { min: 'Bases go from 2 to 36.', max: 'Bases go from 2 to 36.' },
};

/** A number in `base` with its digits in groups of `size` ("1111 0000"), the sign kept in front. */
function showGrouped(value: bigint, base: number, size: number, separator = ' '): string {
  const digits = writeInBase(value < 0n ? -value : value, base);
  return `${value < 0n ? '-' : ''}${grouped(digits, size).replaceAll(' ', separator)}`;
}

function twosComplementText(value: bigint, bits: number): string {
  const pattern = twosComplement(value, bits);
  if (!pattern) {
    const { smallest, largest } = signedRange(bits);
    return `Does not fit: a signed ${bits}-bit number holds ${showGrouped(smallest, 10, 3, ',')} to ${showGrouped(largest, 10, 3, ',')}.`;
  }
  return `${grouped(pattern.binary, 4)} (hex ${grouped(pattern.hex, 4)})`;
}

export default defineCalculator({
  inputs: {
    value: text({
      label: 'Number',
      help: 'A whole number of any size; a minus sign for negative numbers. Spaces between groups are ignored.',
      default: '7562',
      maxLength: 600,
    }),
    fromBase: integer({ label: 'Written in base', default: 10, ...BASE_FIELD }),
    toBase: integer({ label: 'Convert to base', default: 16, ...BASE_FIELD }),
    bits: select({
      label: 'Two’s complement width',
      options: [
        { value: '8', label: '8 bits (byte)' },
        { value: '16', label: '16 bits' },
        { value: '32', label: '32 bits' },
        { value: '64', label: '64 bits' },
      ],
      default: '16',
    }),
  },
  outputs: {
    result: out.text({ label: 'In the chosen base', primary: true }),
    binary: out.text({ label: 'Binary (base 2)' }),
    octal: out.text({ label: 'Octal (base 8)' }),
    decimal: out.text({ label: 'Decimal (base 10)' }),
    hex: out.text({ label: 'Hexadecimal (base 16)' }),
    twos: out.text({ label: 'Two’s complement' }),
    bitLength: out.integer({ label: 'Binary digits', suffix: 'bits' }),
  },
  validate: ({ value, fromBase }) => {
    const reading = readInBase(value, fromBase);
    return 'problem' in reading ? [{ field: 'value', message: reading.problem }] : [];
  },
  compute: ({ value, fromBase, toBase, bits }) => {
    const reading = readInBase(value, fromBase);
    // validate has refused what cannot be read, so this zero is never shown.
    const number = 'value' in reading ? reading.value : 0n;
    return {
      result: writeInBase(number, toBase),
      binary: showGrouped(number, 2, 4),
      octal: writeInBase(number, 8),
      decimal: showGrouped(number, 10, 3, ','),
      hex: showGrouped(number, 16, 4),
      twos: twosComplementText(number, Number(bits)),
      bitLength: (number < 0n ? -number : number).toString(2).length,
    };
  },
});
