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
  examples: [
    {
      inputs: { value: '54', fromBase: 10, toBase: 16 },
      expect: { result: '36', binary: '11 0110' },
      source:
        'Kjell, "Programmed Introduction to MIPS Assembly Language", ch. 7 (Winthrop University): 54 = 3 × 16 + 6, so 54₁₀ = 0x36',
    },
    {
      inputs: { value: '-32', fromBase: 10, toBase: 2, bits: '8' },
      expect: { result: '-100000', twos: '1110 0000 (hex E0)' },
      source:
        'Canisius College, Meyer, "Computer organization" ch. 6.4: −32 in 8 bits is 00100000 flipped to 11011111 plus 1 = 11100000',
    },
    {
      inputs: { value: '18446744073709551615', fromBase: 10, toBase: 16, bits: '64' },
      expect: {
        result: 'FFFFFFFFFFFFFFFF',
        bitLength: 64,
        twos: 'Does not fit: a signed 64-bit number holds -9,223,372,036,854,775,808 to 9,223,372,036,854,775,807.',
      },
      source:
        'ISO/IEC 9899 (C standard) 5.2.4.2.1, <limits.h>: ULLONG_MAX is 18446744073709551615 (2⁶⁴ − 1, sixty-four 1 bits), LLONG_MIN −9223372036854775808 and LLONG_MAX 9223372036854775807',
    },
    {
      inputs: { value: '1D8A', fromBase: 16, toBase: 10, bits: '16' },
      expect: { result: '7562', binary: '1 1101 1000 1010', twos: '0001 1101 1000 1010 (hex 1D8A)' },
      source:
        'Calculator.guide, "Convert decimal to hexadecimal", example 1: 7562 ÷ 16 leaves remainders 10 (A), 8, 13 (D), 1, so 7562₁₀ = 1D8A₁₆ (read here the other way)',
    },
  ],
});
