import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../src/calculators/registry.ts';
import { checkExample } from '../../../src/engine/examples.ts';
import { buildContext } from '../../../src/lib/engine-context.ts';
import { calculatorEntries } from '../../../src/calculators/catalogue.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const entries = calculatorEntries();

describe('every registered calculator', () => {
  it('has both its logic and its words (no logic file without a words file and back)', () => {
    expect(Object.keys(calculatorLoaders).sort()).toEqual(entries.map((e) => e.slug).sort());
  });

  for (const entry of entries) {
    describe(entry.slug, () => {
      it('has at least two examples, each naming its independent source', () => {
        expect(entry.words.examples.length).toBeGreaterThanOrEqual(2);
        for (const example of entry.words.examples) {
          expect(example.source.length).toBeGreaterThan(10);
          // A new calculator's placeholder examples say TODO until an author fills them in.
          expect(example.source, 'the example source is still a TODO').not.toMatch(/\bTODO\b/);
          expect(Object.keys(example.expect).length).toBeGreaterThan(0);
        }
      });

      it('reproduces every example', async () => {
        const definition = await calculatorLoaders[entry.slug]!();
        for (const [index, example] of entry.words.examples.entries()) {
          const result = checkExample(definition, example, context);
          expect(result.problem, `example ${index + 1}`).toBeUndefined();
          expect(result.mismatches, `example ${index + 1}: ${example.source}`).toEqual([]);
        }
      });

      it('gives a result for its defaults', async () => {
        const definition = await calculatorLoaders[entry.slug]!();
        const { evaluate } = await import('../../../src/engine/evaluate.ts');
        const { defaultState } = await import('../../../src/engine/state.ts');
        expect(evaluate(definition, defaultState(definition.inputs, context), context).status).toBe('ok');
      });
    });
  }
});
