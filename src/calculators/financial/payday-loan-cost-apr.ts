import Big from 'big.js';
import { defineCalculator, integer, money, out } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';

export default defineCalculator({
  inputs: {
    amount: money({ label: 'Amount borrowed', default: 300, min: 0, minInclusive: false, max: 100_000 }),
    feePer100: money({
      label: 'Fee per $100 borrowed',
      help: 'Lenders usually quote the finance charge per $100; $15 is common.',
      default: 15,
      min: 0,
      max: 100,
    }),
    termDays: integer({ label: 'Loan term', default: 14, min: 1, max: 365, suffix: 'days' }),
    rollovers: integer({
      label: 'Rollovers or renewals',
      help: 'Each rollover pays the fee again and extends the loan by another term.',
      default: 0,
      min: 0,
      max: 52,
      suffix: 'times',
    }),
  },
  outputs: {
    apr: out.percent({ label: 'APR (annual percentage rate)', primary: true, decimals: 2 }),
    fee: out.money({ label: 'Fee for one term' }),
    due: out.money({ label: 'Amount due at the end of the first term' }),
    totalFees: out.money({ label: 'Total fees including rollovers' }),
    totalRepaid: out.money({ label: 'Total paid (loan plus all fees)' }),
    totalDays: out.integer({ label: 'Days until the loan is repaid', suffix: 'days' }),
    feesShare: out.percent({ label: 'Fees as a share of the amount borrowed', decimals: 1 }),
    schedule: out.table({
      label: 'Cost of each term',
      columns: [
        { key: 'term', label: 'Term', kind: 'integer' },
        { key: 'dueDay', label: 'Due on day', kind: 'integer' },
        { key: 'fee', label: 'Fee paid', kind: 'money' },
        { key: 'feesSoFar', label: 'Fees so far', kind: 'money' },
        { key: 'stillOwed', label: 'Loan still owed after paying', kind: 'money' },
      ],
    }),
  },
  compute: ({ amount, feePer100, termDays, rollovers }) => {
    const principal = new Big(amount);
    const fee = new Big(toCents(principal.div(100).times(feePer100)));
    const terms = rollovers + 1;
    // Regulation Z, single payment: APR = finance charge ÷ amount financed × (365 ÷ days in the term).
    const apr = fee.div(principal).times(365).div(termDays).times(100);
    const schedule = Array.from({ length: terms }, (_, index) => ({
      term: index + 1,
      dueDay: (index + 1) * termDays,
      fee: fee.toNumber(),
      feesSoFar: fee.times(index + 1).toNumber(),
      stillOwed: index + 1 < terms ? toCents(principal) : 0,
    }));
    const totalFees = fee.times(terms);
    return {
      apr: apr.toNumber(),
      fee: fee.toNumber(),
      due: toCents(principal.plus(fee)),
      totalFees: totalFees.toNumber(),
      totalRepaid: toCents(principal.plus(totalFees)),
      totalDays: terms * termDays,
      feesShare: totalFees.div(principal).times(100).toNumber(),
      schedule,
    };
  },
});
