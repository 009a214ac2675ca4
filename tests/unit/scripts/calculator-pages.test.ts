import { describe, expect, it } from 'vitest';
import { checkCalculatorPage } from '../../../scripts/site-checks/calculator-pages.ts';

const page = (results: string, fields: string) =>
  `<main><form class="calc">${fields}<div class="calc-results">${results}</div></form></main>`;
const labelled = '<label for="calc-a">Amount</label><input id="calc-a" type="text">';

describe('calculator pages over the built HTML', () => {
  it('passes a page with a labelled field and a pre-rendered result', () => {
    expect(checkCalculatorPage('/x/', page('<p data-output>12.5</p>', labelled))).toEqual([]);
  });

  it('accepts aria-label, aria-labelledby and a wrapping label', () => {
    const fields =
      '<select aria-label="Unit"></select><span id="l">Rate</span><input aria-labelledby="l"><label>Name <input></label>';
    expect(checkCalculatorPage('/x/', page('<p data-output>1</p>', fields))).toEqual([]);
  });

  it('reports a page without a pre-rendered result', () => {
    expect(checkCalculatorPage('/x/', page('<p>Loading…</p>', labelled))).toEqual([
      { page: '/x/', problem: 'no pre-rendered result (.calc-results [data-output])' },
    ]);
  });

  it.each(['NaN', 'Infinity', 'undefined', '[object Object]'])('reports a result that shows %s', (garbage) => {
    expect(checkCalculatorPage('/x/', page(`<p data-output>${garbage} kg</p>`, labelled))).toEqual([
      { page: '/x/', problem: `the pre-rendered result shows "${garbage}"` },
    ]);
  });

  it('reports a field nobody labelled', () => {
    expect(checkCalculatorPage('/x/', page('<p data-output>1</p>', '<input id="calc-b" type="text">'))).toEqual([
      { page: '/x/', problem: 'field calc-b has no label' },
    ]);
  });
});
