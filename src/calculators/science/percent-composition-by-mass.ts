import { checkAll, defineCalculator, out, text, type FieldError } from '../../engine/index.ts';
import { ELEMENTS } from '../shared/chemistry/elements.ts';
import { countsOf, formulaProblem } from '../shared/chemistry/formula.ts';
import { elementRows, elementShares, molarMass } from '../shared/chemistry/molar-mass.ts';
import { elementTable, formulaField } from '../shared/presets/chemical-formula.ts';

function elementProblem(formula: string, symbol: string): FieldError[] {
  const wanted = symbol.trim();
  if (!ELEMENTS.has(wanted)) {
    return [{ field: 'element', message: `“${wanted}” is not an element symbol; write it like C, Na or Cl.` }];
  }
  if (!countsOf(formula).has(wanted)) {
    return [
      {
        field: 'element',
        message: `The formula has no ${ELEMENTS.get(wanted)?.name ?? wanted}; pick an element it contains.`,
      },
    ];
  }
  return [];
}

export default defineCalculator({
  inputs: {
    formula: formulaField('Chemical formula', 'C8H9NO2'),
    element: text({ label: 'Element to single out', help: 'Its symbol, such as C or N.', default: 'C', maxLength: 3 }),
  },
  outputs: {
    share: out.percent({ label: 'Share of that element by mass', primary: true, decimals: 2 }),
    largest: out.text({ label: 'Largest share by mass' }),
    molarMass: out.number({ label: 'Molar mass', suffix: 'g/mol', digits: 6 }),
    elements: elementTable,
  },
  validate: ({ formula, element }) => {
    const formulaErrors = formulaProblem('formula', formula);
    return checkAll(formulaErrors, formulaErrors.length > 0 ? [] : elementProblem(formula, element));
  },
  compute: ({ formula, element }) => {
    const counts = countsOf(formula);
    const shares = elementShares(counts);
    const chosen = shares.find((share) => share.symbol === element.trim());
    const largest = shares.reduce((best, share) => (share.percent > best.percent ? share : best));
    return {
      share: chosen?.percent ?? 0,
      largest: `${largest.name} (${largest.symbol})`,
      molarMass: molarMass(counts),
      elements: elementRows(counts),
    };
  },
});
