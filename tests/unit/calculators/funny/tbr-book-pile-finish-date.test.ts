import { describe, expect, it } from 'vitest';
import { loadCalculator } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import type { ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2026-01-01T12:00:00'));
const definition = await loadCalculator('tbr-book-pile-finish-date');
const run = (inputs: Record<string, ExampleInput>) =>
  evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);

describe('the to-be-read pile', () => {
  it('never shrinks when books arrive as fast as they are read, and says how many a month still work', () => {
    // 30 pages a day of 300-page books is 3.04 books a month.
    const result = run({ books: 5, pagesPerBook: 300, pagesPerDay: 30, addedPerMonth: 4, start: '2026-01-01' });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.errors[0]?.field).toBe('addedPerMonth');
    expect(result.errors[0]?.message).toContain('fewer than 3.04 books a month');
  });

  it('refuses a finish beyond the year 9999 at the pace field', () => {
    const result = run({ books: 10_000, pagesPerBook: 5000, pagesPerDay: 1, addedPerMonth: 0, start: '2026-01-01' });
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.errors[0]?.field).toBe('pagesPerDay');
  });

  it('shares the finish date in words', () => {
    const result = run({ books: 20, pagesPerBook: 300, pagesPerDay: 30, addedPerMonth: 0, start: '2026-01-01' });
    expect(result.status === 'ok' && result.shareLine).toBe(
      'My pile of 20 unread books will be read by July 19, 2026.',
    );
  });
});
