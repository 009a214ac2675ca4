import { defineCalculator, integer, out, select, text } from '../../engine/index.ts';
import { LARGEST_ROMAN, readRoman, toRoman } from '../shared/numbers/roman.ts';

/**
 * "M + CM + XC + IV = 1000 + 900 + 90 + 4 = 1994": one group per decimal digit, as the numeral is
 * built (1903 reads M + CM + III).
 */
function breakdown(value: number): string {
  const groups = [1000, 100, 10, 1]
    .map((place) => Math.floor((value % (place * 10)) / place) * place)
    .filter((worth) => worth > 0);
  const symbols = groups.map(toRoman).join(' + ');
  return groups.length === 1 ? `${symbols} = ${value}` : `${symbols} = ${groups.join(' + ')} = ${value}`;
}

export default defineCalculator({
  inputs: {
    direction: select({
      label: 'Convert',
      options: [
        { value: 'toRoman', label: 'Number → Roman numeral' },
        { value: 'toNumber', label: 'Roman numeral → number' },
      ],
      default: 'toRoman',
    }),
    number: integer({
      label: 'Number',
      help: 'A whole number from 1 to 3,999.',
      default: 1994,
      min: 1,
      max: LARGEST_ROMAN,
      messages: { min: 'Roman numerals start at 1 (there is no numeral for zero).' },
    }),
    numeral: text({
      label: 'Roman numeral',
      help: 'Letters I, V, X, L, C, D and M, e.g. MCMXCIV; small letters work too.',
      default: 'MCMXCIV',
      maxLength: 30,
    }),
  },
  outputs: {
    roman: out.text({ label: 'Roman numeral', primary: true }),
    value: out.integer({ label: 'Number', primary: true }),
    breakdown: out.text({ label: 'How it is built' }),
  },
  validate: ({ direction, numeral }) => {
    if (direction !== 'toNumber') return [];
    const reading = readRoman(numeral);
    return 'problem' in reading ? [{ field: 'numeral', message: reading.problem }] : [];
  },
  compute: ({ direction, number, numeral }) => {
    const reading = direction === 'toNumber' ? readRoman(numeral) : { value: number };
    // validate has refused a malformed numeral, so a reading here always has its value.
    const value = 'value' in reading ? reading.value : number;
    return { roman: toRoman(value), value, breakdown: breakdown(value) };
  },
});
