import { describe, expect, it } from 'vitest';
import mining from '../../../../src/calculators/financial/mining-profitability.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { formatUnitPrice } from '../../../../src/engine/format/numbers.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family and input kind loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/kinds/all.ts';
import '../../../../src/engine/units/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

function miningAt(electricity?: number): Record<string, unknown> {
  const state = defaultState(mining.inputs, context);
  if (electricity !== undefined) state.values.electricity = String(electricity);
  const result = evaluate(mining, state, context);
  if (result.status !== 'ok') throw new Error(`mining did not compute: ${result.status}`);
  return result.outputs;
}

describe('prices per unit keep the precision a person needs', () => {
  it('shows a price per kWh or per coin with four significant digits, amounts of money to the cent', () => {
    expect(formatUnitPrice(0.045, 'USD')).toBe('$0.045');
    expect(formatUnitPrice(0.0000123456, 'USD')).toBe('$0.00001235');
    expect(formatUnitPrice(30_123.456, 'USD')).toBe('$30,123.46');
    expect(formatUnitPrice(5, 'USD')).toBe('$5.00');
    expect(formatUnitPrice(0, 'USD')).toBe('$0.00');
  });

  it('gives a break-even electricity price at which mining really breaks even, not one rounded to the cent', () => {
    const breakEven = miningAt().breakEvenElectricity as number;
    // At the break-even price the day's profit is nil; a price rounded to whole cents would miss
    // by up to half a cent on every kWh the rig uses.
    expect(Math.abs(miningAt(breakEven).profitPerDay as number)).toBeLessThanOrEqual(0.01);
  });
});
