import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every input kind loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/kinds/all.ts';

const context = buildContext(new Date('2026-06-15T12:00:00'));
const inboxZero = await calculatorLoaders['inbox-zero-countdown-days']!();

function run(values: Record<string, string>) {
  const state = defaultState(inboxZero.inputs, context);
  Object.assign(state.values, values);
  return evaluate(inboxZero, state, context);
}

describe('inbox zero that never comes', () => {
  it('says "never" at the cleared field when no more are cleared than arrive', () => {
    for (const cleared of ['50', '20']) {
      const result = run({ backlog: '500', incoming: '50', cleared });
      expect(result.status).toBe('invalid');
      const errors = result.status === 'invalid' ? result.errors : [];
      expect(errors.map((error) => error.field)).toEqual(['cleared']);
      expect(errors[0]?.message).toContain('never reach inbox zero');
    }
  });

  it('gets there in one day when a day clears the whole backlog, finishing on the start day', () => {
    const result = run({ backlog: '30', incoming: '10', cleared: '40', start: '2026-03-29' });
    expect(result.status).toBe('ok');
    expect(result.status === 'ok' && [result.outputs.days, result.outputs.finish]).toEqual([1, '2026-03-29']);
  });

  it('refuses a finish over 1,000 years away, at the cleared field', () => {
    const result = run({ backlog: '10000000', incoming: '0', cleared: '1' });
    expect(result.status === 'invalid' && result.errors.map((error) => error.field)).toEqual(['cleared']);
    expect(run({ backlog: '365242', incoming: '0', cleared: '1' }).status).toBe('ok');
  });
});
