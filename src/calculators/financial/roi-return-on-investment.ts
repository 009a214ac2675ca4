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
  examples: [
    {
      inputs: { invested: 10_000, returned: 12_500, income: 500, fees: 125, period: 'years', years: 1 },
      expect: { roi: 28.4, gain: 2875, annualized: 28.4 },
      tolerance: 0.01,
      source:
        'Investopedia, "Return on Investment (ROI)": 1,000 shares bought at $10 and sold a year later at $12.50, $500 of dividends, $125 of commissions → ROI = ($2,500 + $500 − $125) ÷ ($10,000 + $125) = 28.4%',
    },
    {
      inputs: { invested: 1000, returned: 1500, income: 0, fees: 0, period: 'years', years: 5 },
      expect: { roi: 50, gain: 500, annualized: 8.45 },
      tolerance: 0.005,
      source:
        'Investopedia, "Return on Investment (ROI)", annualized ROI: a 50% return over five years is [(1 + 0.50)^(1/5) − 1] × 100 = 8.45% a year',
    },
    {
      inputs: {
        invested: 1000,
        returned: 1500,
        income: 0,
        fees: 0,
        period: 'dates',
        startDate: '2019-01-01',
        endDate: '2024-01-01',
      },
      expect: { heldYears: 5, annualized: 8.45 },
      tolerance: 0.005,
      source:
        'The same Investopedia example with dates: 1 January 2019 to 1 January 2024 is five whole years (leap days included), so the 50% return is again 8.45% a year',
    },
    {
      inputs: { invested: 4944, returned: 4850, income: 345, fees: 0, period: 'years', years: 1 },
      expect: { roi: 5.08, gain: 251 },
      tolerance: 0.005,
      source:
        'Personal Finance, chapter 12 review question (cram.com flashcards): 100 shares bought at $48 plus 3% commission ($4,944), dividends of $1.25, $1.25 and $0.95 a share ($345), sold at $50 less 3% commission ($4,850) → $251 ÷ $4,944 = 5.08%',
    },
  ],
});
