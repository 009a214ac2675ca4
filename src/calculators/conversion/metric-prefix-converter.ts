import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { SI_PREFIXES, shiftDecimal, type SiPrefix } from '../shared/numbers/si-prefixes.ts';

const PREFIX_CHOICES = SI_PREFIXES.map((prefix) => ({
  value: prefix.key,
  label: prefix.symbol ? `${prefix.name} (${prefix.symbol}, 10${power(prefix.exponent)})` : 'No prefix (10⁰ = 1)',
}));

/** An exponent written as superscript digits: −27 → ⁻²⁷. */
function power(exponent: number): string {
  const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return Array.from(String(exponent), (character) =>
    character === '-' ? '⁻' : (SUPERSCRIPTS[Number(character)] ?? ''),
  ).join('');
}

const NO_PREFIX: SiPrefix = { key: 'none', name: '(no prefix)', symbol: '', exponent: 0 };
const prefixOf = (key: string): SiPrefix => SI_PREFIXES.find((prefix) => prefix.key === key) ?? NO_PREFIX;

const named = (prefix: SiPrefix) => (prefix.symbol ? prefix.name : 'the unit itself');

export default defineCalculator({
  inputs: {
    value: number({ label: 'Value', default: 1, min: -1e15, max: 1e15 }),
    from: select({ label: 'From prefix', options: PREFIX_CHOICES, default: 'kilo' }),
    to: select({ label: 'To prefix', options: PREFIX_CHOICES, default: 'milli' }),
  },
  outputs: {
    result: out.number({ label: 'Converted value', primary: true, digits: 8 }),
    factor: out.text({ label: 'Conversion factor' }),
    table: out.table({
      label: 'The value with every SI prefix',
      columns: [
        { key: 'prefix', label: 'Prefix', kind: 'text' },
        { key: 'symbol', label: 'Symbol', kind: 'text' },
        { key: 'factor', label: 'Factor', kind: 'text' },
        { key: 'value', label: 'Value', kind: 'number' },
      ],
      previewRows: 25,
    }),
  },
  compute: ({ value, from, to }) => {
    const [source, target] = [prefixOf(from), prefixOf(to)];
    const shift = source.exponent - target.exponent;
    return {
      result: shiftDecimal(value, shift),
      factor: `1 ${named(source)} = 10${power(shift)} ${named(target)}: multiply by 10${power(shift)}`,
      table: SI_PREFIXES.map((prefix) => ({
        prefix: prefix.name,
        symbol: prefix.symbol || '–',
        factor: `10${power(prefix.exponent)}`,
        value: shiftDecimal(value, source.exponent - prefix.exponent),
      })),
    };
  },
});
