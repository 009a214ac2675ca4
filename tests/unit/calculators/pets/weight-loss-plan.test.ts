import { describe, expect, it } from 'vitest';
import plan from '../../../../src/calculators/pets/cat-weight-loss-plan.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/units/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

function run(values: Record<string, string>) {
  const state = defaultState(plan.inputs, context);
  Object.assign(state.values, values);
  return evaluate(plan, state, context);
}

describe('the cat weight loss plan needs a target below the weight now', () => {
  it('refuses a target equal to the weight now, at the target field', () => {
    const result = run({ weight: '5', target: '5' });
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.errors.map((error) => error.field)).toEqual(['target']);
  });

  it('plans a loss of 100 g', () => {
    expect(run({ weight: '5.1', target: '5' }).status).toBe('ok');
  });
});
