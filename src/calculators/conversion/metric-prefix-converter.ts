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
  examples: [
    {
      inputs: { value: 1, from: 'kilo', to: 'milli' },
      expect: { result: 1_000_000, factor: '1 kilo = 10⁶ milli: multiply by 10⁶' },
      source:
        'BIPM, The International System of Units (SI Brochure), 9th ed. 2019, Table 7: kilo = 10³ and milli = 10⁻³, so 1 km = 10⁶ mm',
    },
    {
      inputs: { value: 6, from: 'ronna', to: 'yotta' },
      expect: { result: 6000 },
      source:
        '27th CGPM (2022), Resolution 3: ronna = 10²⁷ (the Earth’s mass is about 6 ronnagrams, BIPM); SI Brochure Table 7: yotta = 10²⁴, so 6 Rg = 6000 Yg',
    },
    {
      inputs: { value: 0.1, from: 'quecto', to: 'none' },
      expect: { result: 1e-31 },
      source: '27th CGPM (2022), Resolution 3: quecto (q) = 10⁻³⁰, the smallest prefix, so 0.1 q = 10⁻³¹',
    },
    {
      inputs: { value: 2.5, from: 'micro', to: 'nano' },
      expect: { result: 2500 },
      source: 'NIST SP 811 (2008), Table 5 SI prefixes: micro = 10⁻⁶ and nano = 10⁻⁹, so 2.5 µm = 2500 nm',
    },
  ],
});
