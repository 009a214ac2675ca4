import { parse, type HTMLElement } from 'node-html-parser';

/*
 * What a calculator page must show before any JavaScript runs, checked over the built HTML
 * (cheaper than a browser with scripts off, and the same proof): its result, with no NaN,
 * Infinity, undefined or [object Object], and a label on every field.
 */

/** What a page must never show where a number or a word belongs. */
export const GARBAGE = /NaN|Infinity|undefined|\[object Object\]/;

export interface CalculatorPageProblem {
  page: string;
  problem: string;
}

/** A field's accessible name comes from a label, aria-label or aria-labelledby. */
function hasLabel(root: HTMLElement, field: HTMLElement): boolean {
  if (field.getAttribute('aria-label')?.trim()) return true;
  const labelledBy = field.getAttribute('aria-labelledby');
  if (labelledBy?.split(/\s+/).some((id) => root.getElementById(id)?.text.trim())) return true;
  const id = field.getAttribute('id');
  if (id && root.querySelectorAll('label').some((label) => label.getAttribute('for') === id && label.text.trim())) {
    return true;
  }
  return field.closest('label') !== null;
}

/** Problems on one calculator page's HTML; none when it passes. */
export function checkCalculatorPage(page: string, html: string): CalculatorPageProblem[] {
  const root = parse(html);
  const problems: CalculatorPageProblem[] = [];
  const results = root.querySelector('.calc-results');
  if (!results?.querySelector('[data-output]')) {
    problems.push({ page, problem: 'no pre-rendered result (.calc-results [data-output])' });
  } else {
    const garbage = GARBAGE.exec(results.text);
    if (garbage) problems.push({ page, problem: `the pre-rendered result shows "${garbage[0]}"` });
  }
  const fields = root.querySelectorAll('.calc input, .calc select, .calc textarea');
  if (fields.length === 0) problems.push({ page, problem: 'no fields in the pre-rendered calculator' });
  for (const field of fields) {
    if (field.getAttribute('type') === 'hidden') continue;
    if (!hasLabel(root, field)) {
      problems.push({
        page,
        problem: `field ${field.getAttribute('id') ?? field.getAttribute('name') ?? '?'} has no label`,
      });
    }
  }
  return problems;
}
