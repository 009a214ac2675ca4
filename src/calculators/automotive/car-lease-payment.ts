import Big from 'big.js';
import { checkAll, defineCalculator, integer, lessThan, number, out, percent, radio } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { aprFromMoneyFactor, leasePayment, moneyFactorFromApr } from '../shared/vehicles/lease.ts';

const RATE_AS = [
  { value: 'mf', label: 'Money factor' },
  { value: 'apr', label: 'APR (interest rate)' },
] as const;

const amount = (label: string, fallback: number, help?: string) =>
  moneyAmount({ label, default: fallback, ...(help === undefined ? {} : { help }) }, PRICE_MAX);

export default defineCalculator({
  inputs: {
    msrp: amount('MSRP (sticker price)', 40_000, 'The residual is a percentage of this.'),
    price: amount('Negotiated price', 38_000),
    residualPercent: percent({
      label: 'Residual value',
      help: 'Percent of MSRP the car is worth at lease end, set by the leasing company (often 50–65% for 36 months).',
      default: 58,
      min: 1,
      max: 100,
    }),
    rateAs: radio({ label: 'Rate given as', options: RATE_AS, default: 'mf' }),
    moneyFactor: number({
      label: 'Money factor',
      help: 'For example 0.00250 (= 6% APR).',
      default: 0.0025,
      min: 0,
      max: 0.05,
    }),
    apr: percent({ label: 'APR', help: 'Used when the rate is given as an APR.', default: 6, min: 0, max: 100 }),
    months: integer({ label: 'Lease term', default: 36, min: 6, max: 96, suffix: 'months' }),
    fees: amount('Acquisition and other capitalized fees', 995),
    down: amount('Down payment (cap cost reduction)', 2_000),
    rebate: amount('Rebates', 0),
    tradeIn: amount('Trade-in equity', 0),
    taxPercent: percent({
      label: 'Sales tax on the payment',
      help: 'Most states tax each monthly payment; 0 where there is none.',
      default: 7,
      min: 0,
      max: 25,
    }),
  },
  validate: ({ msrp, price, fees, down, rebate, tradeIn, residualPercent }) => {
    const capCost = price + fees - down - rebate - tradeIn;
    return checkAll(
      lessThan('residualPercent', (msrp * residualPercent) / 100, capCost, {
        what: 'The residual value',
        than: 'the capitalized cost after your down payment (lower the down payment or the residual)',
      }),
    );
  },
  outputs: {
    payment: out.money({ label: 'Monthly payment', primary: true }),
    depreciation: out.money({ label: 'Depreciation part' }),
    rentCharge: out.money({ label: 'Rent (finance) charge part' }),
    tax: out.money({ label: 'Sales tax part' }),
    capitalizedCost: out.money({ label: 'Adjusted capitalized cost' }),
    residual: out.money({ label: 'Residual value' }),
    moneyFactorUsed: out.number({ label: 'Money factor', decimals: 5 }),
    aprUsed: out.percent({ label: 'Equivalent APR', decimals: 2 }),
    totalCost: out.money({ label: 'Total cost of the lease (all payments and the down payment)' }),
  },
  compute: (v) => {
    const moneyFactor = v.rateAs === 'mf' ? v.moneyFactor : moneyFactorFromApr(v.apr);
    const capitalizedCost = new Big(v.price).plus(v.fees).minus(v.down).minus(v.rebate).minus(v.tradeIn);
    const residual = new Big(v.msrp).times(v.residualPercent).div(100);
    const parts = leasePayment({
      capitalizedCost: capitalizedCost.toNumber(),
      residual: residual.toNumber(),
      moneyFactor,
      months: v.months,
      taxPercent: v.taxPercent,
    });
    return {
      payment: parts.payment.toNumber(),
      depreciation: parts.depreciation.toNumber(),
      rentCharge: parts.rentCharge.toNumber(),
      tax: parts.tax.toNumber(),
      capitalizedCost: toCents(capitalizedCost),
      residual: toCents(residual),
      moneyFactorUsed: moneyFactor,
      aprUsed: aprFromMoneyFactor(moneyFactor),
      totalCost: toCents(parts.payment.times(v.months).plus(v.down)),
    };
  },
});
