import Big from 'big.js';
import { defineCalculator, out, percent, select } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

const FEE_BASES = [
  { value: 'enrolled', label: '% of the debt enrolled' },
  { value: 'saved', label: '% of the amount saved (forgiven)' },
  { value: 'settlement', label: '% of the settlement payment' },
] as const;

/** Creditors file Form 1099-C when they cancel $600 or more of a debt (IRS instructions). */
const FORM_1099C_THRESHOLD = 600;

export default defineCalculator({
  inputs: {
    debt: moneyAmount(
      {
        label: 'Debt enrolled (current balance)',
        default: 25_000,
        minInclusive: false,
      },
      PRICE_MAX,
    ),
    settlementPercent: percent({ label: 'Settlement offer (% of the balance)', default: 50, min: 0, max: 100 }),
    feeBasis: select({ label: 'How the company charges its fee', options: FEE_BASES, default: 'enrolled' }),
    feePercent: percent({ label: 'Debt settlement fee', default: 20, min: 0, max: 100 }),
    taxRate: percent({
      label: 'Your income tax rate on forgiven debt',
      help: 'Your marginal federal plus state rate; enter 0 to leave tax out.',
      default: 22,
      min: 0,
      max: 60,
    }),
    insolvency: moneyAmount(
      {
        label: 'Amount you were insolvent by (optional)',
        help: 'Debts minus the value of everything you owned just before the debt was forgiven, if positive.',
        default: 0,
      },
      PRICE_MAX,
    ),
  },
  outputs: {
    netSavings: out.money({ label: 'Net savings after fees and tax', primary: true }),
    settlement: out.money({ label: 'Settlement payment to the creditor' }),
    forgiven: out.money({ label: 'Debt forgiven' }),
    fee: out.money({ label: 'Debt settlement fee' }),
    totalCost: out.money({ label: 'Total paid (settlement plus fee)' }),
    savingsBeforeTax: out.money({ label: 'Savings before tax' }),
    taxableForgiven: out.money({ label: 'Forgiven debt counted as income' }),
    tax: out.money({ label: 'Estimated tax on forgiven debt' }),
    form1099c: out.text({ label: 'Form 1099-C from the creditor?' }),
    split: out.chart({ label: 'Where the enrolled debt goes', chart: 'pie', valueKind: 'money' }),
  },
  compute: ({ debt, settlementPercent, feeBasis, feePercent, taxRate, insolvency }) => {
    const balance = new Big(toCents(new Big(debt)));
    const settlement = new Big(toCents(balance.times(settlementPercent).div(100)));
    const forgiven = balance.minus(settlement);
    const base = feeBasis === 'enrolled' ? balance : feeBasis === 'saved' ? forgiven : settlement;
    const fee = new Big(toCents(base.times(feePercent).div(100)));
    // Canceled debt is income except to the extent you were insolvent (IRS Publication 4681).
    const taxable = forgiven.minus(insolvency).gt(0) ? forgiven.minus(insolvency) : new Big(0);
    const tax = new Big(toCents(taxable.times(taxRate).div(100)));
    const savingsBeforeTax = forgiven.minus(fee);
    const netSavings = savingsBeforeTax.minus(tax);
    return {
      netSavings: netSavings.toNumber(),
      settlement: settlement.toNumber(),
      forgiven: forgiven.toNumber(),
      fee: fee.toNumber(),
      totalCost: settlement.plus(fee).toNumber(),
      savingsBeforeTax: savingsBeforeTax.toNumber(),
      taxableForgiven: taxable.toNumber(),
      tax: tax.toNumber(),
      form1099c: forgiven.gte(FORM_1099C_THRESHOLD)
        ? 'Yes – $600 or more was forgiven'
        : 'Not required under $600, but forgiven debt is still income',
      split: [
        {
          name: 'Enrolled debt',
          points: [
            { x: 'Paid to creditor', y: settlement.toNumber() },
            { x: 'Settlement fee', y: fee.toNumber() },
            { x: 'Tax on forgiven debt', y: tax.toNumber() },
            { x: 'Kept (net savings)', y: Math.max(0, netSavings.toNumber()) },
          ],
        },
      ],
    };
  },
});
