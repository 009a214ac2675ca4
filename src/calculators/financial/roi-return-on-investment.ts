import Big from 'big.js';
import { defineCalculator, money, out } from '../../engine/index.ts';
import { annualizedPercent, holdingPeriodRule, holdingYears } from '../shared/money/holding-period.ts';
import { holdingPeriodInputs } from '../shared/presets/holding-period.ts';
import { toCents } from '../shared/money/cents.ts';

const LARGEST = 1_000_000_000_000;

/** Total cost (amount invested plus fees) and total received (amount returned plus income). */
function totals(values: { invested: number; returned: number; income: number; fees: number }) {
  const cost = new Big(values.invested).plus(values.fees);
  const received = new Big(values.returned).plus(values.income);
  return { cost, received };
}

export default defineCalculator({
  inputs: {
    invested: money({
      label: 'Amount invested',
      help: 'What you paid for the investment.',
      default: 10_000,
      min: 0.01,
      max: LARGEST,
    }),
    returned: money({
      label: 'Amount returned',
      help: 'What you sold it for, or what it is worth now.',
      default: 13_500,
      min: 0,
      max: LARGEST,
    }),
    income: money({
      label: 'Income received (optional)',
      help: 'Dividends, interest or rent collected while you held it.',
      default: 600,
      min: 0,
      max: LARGEST,
    }),
    fees: money({
      label: 'Fees and commissions (optional)',
      help: 'Buying and selling costs; they are added to what the investment cost you.',
      default: 100,
      min: 0,
      max: LARGEST,
    }),
    ...holdingPeriodInputs(3, '2022-01-01', '2025-01-01'),
  },
  outputs: {
    roi: out.percent({ label: 'Return on investment (ROI)', primary: true, decimals: 2 }),
    gain: out.money({ label: 'Net gain or loss' }),
    annualized: out.percent({ label: 'Annualized ROI (compound rate per year)', decimals: 2 }),
    totalCost: out.money({ label: 'Total cost (invested + fees)' }),
    totalReceived: out.money({ label: 'Total received (returned + income)' }),
    heldYears: out.number({ label: 'Holding period', digits: 4, suffix: 'years' }),
  },
  validate: (values) => {
    const { cost, received } = totals(values);
    return holdingPeriodRule(values, received.div(cost).toNumber());
  },
  compute: (values) => {
    const { cost, received } = totals(values);
    const gain = received.minus(cost);
    const years = holdingYears(values);
    return {
      roi: gain.div(cost).times(100).toNumber(),
      gain: toCents(gain),
      annualized: annualizedPercent(received.div(cost).toNumber(), years),
      totalCost: toCents(cost),
      totalReceived: toCents(received),
      heldYears: years,
    };
  },
});
