import Big from 'big.js';
import { defineCalculator, numberList, out, percent, type FieldError } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { growthFactor } from '../shared/money/compounding.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';

const LARGEST_FLOW = 1e12;
/** IRRs are searched between −99.99% and 1,000,000% per period, on a log scale of 1 + r. */
const LOWEST_GROWTH = Math.log(1e-4);
const HIGHEST_GROWTH = Math.log(1e4 + 1);
const GRID_STEPS = 4000;

/**
 * A number with the sign of NPV(r) that never overflows: Σ vₜ (1 + r)^−t for r ≥ 0, and the same
 * sum times (1 + r)^(N−1) for r < 0, where the discount factors would grow without bound.
 */
function npvSign(flows: readonly number[], growthLog: number): number {
  const last = flows.length - 1;
  if (growthLog >= 0) {
    const x = Math.exp(-growthLog);
    let sum = 0;
    for (let t = last; t >= 0; t -= 1) sum = sum * x + (flows[t] ?? 0);
    return sum;
  }
  const y = Math.exp(growthLog);
  let sum = 0;
  for (let t = 0; t <= last; t += 1) sum = sum * y + (flows[t] ?? 0);
  return sum;
}

/** Every rate per period (as a fraction) at which the NPV changes sign, found by scanning and bisection. */
export function internalRates(flows: readonly number[]): number[] {
  const roots: number[] = [];
  const step = (HIGHEST_GROWTH - LOWEST_GROWTH) / GRID_STEPS;
  let lowLog = LOWEST_GROWTH;
  let low = npvSign(flows, lowLog);
  for (let index = 1; index <= GRID_STEPS; index += 1) {
    const highLog = LOWEST_GROWTH + index * step;
    const high = npvSign(flows, highLog);
    if (low === 0) roots.push(Math.expm1(lowLog));
    else if (high !== 0 && Math.sign(low) !== Math.sign(high)) {
      let a = lowLog;
      let b = highLog;
      for (let iteration = 0; iteration < 80 && b - a > 1e-15; iteration += 1) {
        const middle = (a + b) / 2;
        if (Math.sign(npvSign(flows, middle)) === Math.sign(low)) a = middle;
        else b = middle;
      }
      roots.push(Math.expm1((a + b) / 2));
    }
    lowLog = highLog;
    low = high;
  }
  return roots;
}

/** The IRR to show when there are several: the one closest to 0%, as numpy-financial chooses. */
function nearestToZero(rates: readonly number[]): number | undefined {
  return rates.reduce<number | undefined>(
    (best, rate) => (best === undefined || Math.abs(rate) < Math.abs(best) ? rate : best),
    undefined,
  );
}

function signChanges(flows: readonly number[]): number {
  const signs = flows.filter((value) => value !== 0).map(Math.sign);
  return signs.slice(1).filter((sign, index) => sign !== signs[index]).length;
}

function presentValue(flows: readonly number[], ratePercent: number, keep: (value: number) => boolean): Big {
  return flows.reduce(
    (sum, value, t) => (keep(value) ? sum.plus(new Big(value).div(growthFactor(ratePercent / 100, t))) : sum),
    new Big(0),
  );
}

export default defineCalculator({
  inputs: {
    flows: numberList({
      label: 'Cash flows, one per period (the first is today)',
      help: 'Money paid out is negative, money received positive, e.g. −40000, 5000, 8000, 12000, 30000.',
      default: [-40_000, 5000, 8000, 12_000, 30_000],
      minCount: 2,
      maxCount: 100,
    }),
    rate: percent({
      label: 'Discount rate per period (effective; an APY for yearly periods)',
      default: 8,
      min: 0,
      max: 100,
    }),
    financeRate: percent({
      label: 'Finance rate for the MIRR (per period, effective)',
      help: 'What you pay on money borrowed for the outflows.',
      default: 8,
      min: 0,
      max: 100,
    }),
    reinvestRate: percent({
      label: 'Reinvestment rate for the MIRR (per period, effective)',
      help: 'What you earn on money received until the end.',
      default: 8,
      min: 0,
      max: 100,
    }),
  },
  outputs: {
    npv: out.money({ label: 'Net present value (NPV)', primary: true }),
    irr: out.percent({ label: 'Internal rate of return (IRR) per period', decimals: 3 }),
    irrNote: out.text({ label: 'About the IRR' }),
    mirr: out.percent({ label: 'Modified internal rate of return (MIRR) per period', decimals: 3 }),
    pvIn: out.money({ label: 'Present value of money received' }),
    pvOut: out.money({ label: 'Present value of money paid out' }),
    profile: moneyLineChart('NPV at different discount rates', 'discount rate, %'),
    table: out.table({
      label: 'Discounted cash flows',
      columns: [
        { key: 'period', label: 'Period', kind: 'integer' },
        { key: 'flow', label: 'Cash flow', kind: 'money' },
        { key: 'factor', label: 'Discount factor', kind: 'number' },
        { key: 'present', label: 'Present value', kind: 'money' },
        { key: 'cumulative', label: 'Cumulative present value', kind: 'money' },
      ],
    }),
  },
  validate: ({ flows }) => {
    const errors: FieldError[] = [];
    if (flows.some((value) => Math.abs(value) > LARGEST_FLOW)) {
      errors.push({ field: 'flows', message: 'Use cash flows no larger than 1 trillion either way.' });
    } else if (flows.some((value) => value !== 0 && Math.abs(value) < 0.01)) {
      errors.push({ field: 'flows', message: 'Use amounts of at least 0.01 either way, or 0.' });
    } else if (!flows.some((value) => value < 0) || !flows.some((value) => value > 0)) {
      errors.push({
        field: 'flows',
        message:
          'An IRR needs money going both ways: enter at least one negative cash flow (paid out, usually the first) and one positive (received).',
      });
    } else if (internalRates(flows).length === 0) {
      errors.push({
        field: 'flows',
        message:
          'These cash flows have no IRR: no rate from −99.99% to 1,000,000% per period makes their NPV zero. Check the signs.',
      });
    }
    return errors;
  },
  compute: ({ flows, rate, financeRate, reinvestRate }) => {
    const rates = internalRates(flows);
    const irr = nearestToZero(rates) ?? 0;
    const changes = signChanges(flows);
    const irrNote =
      rates.length === 1
        ? changes === 1
          ? 'One IRR: the cash flows change sign once.'
          : 'One IRR, although the cash flows change sign more than once.'
        : `The cash flows change sign ${changes} times and have ${rates.length} IRRs; the one closest to 0% is shown. The MIRR has a single value and is easier to compare.`;

    const inflows = presentValue(flows, rate, (value) => value > 0);
    const outflows = presentValue(flows, rate, (value) => value < 0).abs();
    // MIRR: outflows financed at one rate, inflows reinvested at another, to the end of the last period.
    const periods = flows.length - 1;
    const grownInflows = presentValue(flows, reinvestRate, (value) => value > 0).times(
      growthFactor(reinvestRate / 100, periods),
    );
    const financed = presentValue(flows, financeRate, (value) => value < 0).abs();
    const mirr = (Math.pow(grownInflows.div(financed).toNumber(), 1 / periods) - 1) * 100;

    let cumulative = new Big(0);
    const table = flows.map((flow, period) => {
      const factor = 1 / growthFactor(rate / 100, period);
      const present = new Big(flow).times(factor);
      cumulative = cumulative.plus(present);
      return {
        period,
        flow,
        factor: Math.round(factor * 1e6) / 1e6,
        present: toCents(present),
        cumulative: toCents(cumulative),
      };
    });

    const highest = Math.min(Math.max(20, Math.ceil(rate * 2), Math.ceil(irr * 150)), 100);
    const profile = Array.from({ length: 21 }, (_, index) => {
      const at = (highest * index) / 20;
      const value = presentValue(flows, at, () => true);
      return { x: Math.round(at * 100) / 100, y: toCents(value) };
    });

    return {
      npv: toCents(inflows.minus(outflows)),
      irr: irr * 100,
      irrNote,
      mirr,
      pvIn: toCents(inflows),
      pvOut: toCents(outflows),
      profile: [{ name: 'NPV', points: profile }],
      table,
    };
  },
});
