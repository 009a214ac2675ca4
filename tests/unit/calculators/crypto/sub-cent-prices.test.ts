import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import { formatOutput } from '../../../../src/engine/format/outputs.ts';
import type { CalculatorDefinition, ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const averageDown = await calculatorLoaders['crypto-average-down']!();
const profitLoss = await calculatorLoaders['crypto-profit-loss']!();
const cryptoToFiat = await calculatorLoaders['crypto-to-fiat']!();

/** Runs a calculator on its defaults with `inputs` typed in, and returns its outputs. */
function run(definition: CalculatorDefinition, inputs: Record<string, ExampleInput>): Record<string, unknown> {
  const result = evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

/** An output as the page shows it. */
function shown(definition: CalculatorDefinition, key: string, value: unknown): string {
  return formatOutput(definition.outputs[key]!, value, { currency: 'USD' });
}

// Expected values are worked by hand from the formulas in each calculator's words.
describe('coins priced below a cent', () => {
  it('averages 1,000,000 coins at $0.000012 and 1,000,000 at $0.00001 to $0.000011, not $0.00', () => {
    // (1,000,000 × 0.000012 + 1,000,000 × 0.00001) ÷ 2,000,000 = 22 ÷ 2,000,000 = 0.000011
    const outputs = run(averageDown, {
      mode: 'buy',
      averageCost: 0.000012,
      held: 1_000_000,
      price: 0.00001,
      extraCoins: 1_000_000,
    });
    expect(outputs.newAverage).toBeCloseTo(0.000011, 15);
    expect(shown(averageDown, 'newAverage', outputs.newAverage)).toBe('$0.000011');
    expect(outputs.totalCost).toBe(22);
  });

  it('gives the break-even price of a $0.00001 coin with 0.1 % fees on both sides', () => {
    // 0.00001 × 1.001 ÷ 0.999 = 0.0000100200200…
    const outputs = run(profitLoss, {
      invested: 100,
      buyPrice: 0.00001,
      sellPrice: 0.00001,
      buyFee: 0.1,
      sellFee: 0.1,
    });
    expect(outputs.breakEven).toBeCloseTo(0.00001002, 15);
    expect(shown(profitLoss, 'breakEven', outputs.breakEven)).toBe('$0.00001002');
  });

  it('converts at a price of 0.000011 and shows the price and the value with their currency', () => {
    // 1,000,000 × 0.000011 = 11
    const outputs = run(cryptoToFiat, {
      coin: 'OTHER',
      direction: 'toFiat',
      coins: 1_000_000,
      currency: 'EUR',
      ownPrice: 0.000011,
    });
    expect(outputs.price).toBe('0.000011 EUR');
    expect(outputs.moneyValue).toBe('11.00 EUR');
  });
});
