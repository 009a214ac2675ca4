import { defineCalculator, number, out, text } from '../../engine/index.ts';
import { empiricalFormula, formulaMass, formulaText, readComposition } from '../shared/chemistry/empirical.ts';

const amountsOf = (composition: string) => {
  const read = readComposition(composition);
  return 'amounts' in read ? read.amounts : [];
};

export default defineCalculator({
  inputs: {
    composition: text({
      label: 'Composition',
      help: 'Each element with its grams or mass percentage, e.g. “C 40.92, H 4.58, O 54.50”.',
      default: 'C 40.92, H 4.58, O 54.50',
      maxLength: 300,
    }),
    molarMass: number({
      label: 'Molar mass, if known (for the molecular formula)',
      default: 176.12,
      min: 0,
      max: 100_000,
      suffix: 'g/mol',
    }),
  },
  validate: ({ composition, molarMass }) => {
    const read = readComposition(composition);
    if ('problem' in read) return [{ field: 'composition', message: read.problem }];
    const empiricalMass = formulaMass(empiricalFormula(read.amounts));
    if (molarMass > 0 && molarMass < empiricalMass * 0.95)
      return [
        {
          field: 'molarMass',
          message: `The molar mass cannot be below the empirical formula’s ${empiricalMass.toFixed(2)} g/mol; enter 0 if you do not know it.`,
        },
      ];
    return [];
  },
  outputs: {
    empirical: out.text({ label: 'Empirical formula', primary: true }),
    empiricalMass: out.number({ label: 'Empirical formula mass', suffix: 'g/mol', digits: 6 }),
    molecular: out.text({ label: 'Molecular formula' }),
    multiple: out.number({
      label: 'Molar mass ÷ empirical formula mass',
      help: 'Rounded to the nearest whole number for the molecular formula; far from whole means a check of the data.',
      digits: 4,
    }),
    steps: out.table({
      label: 'Moles and ratios',
      columns: [
        { key: 'element', label: 'Element', kind: 'text' },
        { key: 'mass', label: 'Grams (or %)', kind: 'number' },
        { key: 'moles', label: 'Moles', kind: 'number' },
        { key: 'ratio', label: '÷ smallest', kind: 'number' },
        { key: 'subscript', label: 'Subscript', kind: 'integer' },
      ],
    }),
  },
  compute: ({ composition, molarMass }) => {
    const rows = empiricalFormula(amountsOf(composition));
    const empiricalMass = formulaMass(rows);
    const multiple = molarMass > 0 && empiricalMass > 0 ? molarMass / empiricalMass : 0;
    const times = multiple > 0 ? Math.max(1, Math.round(multiple)) : 0;
    return {
      empirical: formulaText(rows),
      empiricalMass,
      molecular: times > 0 ? formulaText(rows, times) : 'Enter the molar mass to find it.',
      multiple,
      steps: rows.map((row) => ({
        element: row.symbol,
        mass: row.mass,
        moles: row.moles,
        ratio: row.ratio,
        subscript: row.subscript,
      })),
    };
  },
});
