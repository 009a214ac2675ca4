import Big from 'big.js';
import { defineCalculator, integer, money, out, percent } from '../../engine/index.ts';
import { levelPayment } from '../shared/money/loan-schedule.ts';
import { aprMonthly, balanceChart, balancesOf, monthInterest, payOff } from '../shared/money/debt-payoff.ts';
import { cents } from '../shared/money/cents.ts';
import { rememberLast } from '../shared/money/debt-plan.ts';
import { moneyLineChart } from '../shared/presets/money-chart.ts';
import { interestRate } from '../shared/presets/money-fields.ts';
import { MONTH_COLUMN } from '../shared/presets/schedule-table.ts';

const transferFee = (balance: number, feePercent: number) => cents(new Big(balance).times(feePercent).div(100));

/** Both plans at the same monthly payment: staying on the current card, and moving the balance plus the fee. */
const plans = rememberLast(
  (
    balance: number,
    currentApr: number,
    payment: number,
    fee: number,
    promoApr: number,
    promoMonths: number,
    laterApr: number,
  ) => {
    const paying = () => new Big(payment);
    const stay = payOff(balance, { rate: () => aprMonthly(currentApr), payment: paying });
    const moved = transferFee(balance, fee).plus(balance).toNumber();
    const transfer = payOff(moved, {
      rate: (month) => aprMonthly(month <= promoMonths ? promoApr : laterApr),
      payment: paying,
    });
    return { stay, transfer, moved };
  },
);

export default defineCalculator({
  inputs: {
    balance: money({ label: 'Balance to transfer', default: 6000, min: 0, minInclusive: false, max: 10_000_000 }),
    currentApr: interestRate(24, 'Current card interest rate (APR)'),
    payment: money({
      label: 'Monthly payment',
      help: 'What you will pay each month, on either card.',
      default: 400,
      min: 0,
      minInclusive: false,
      max: 10_000_000,
    }),
    fee: percent({ label: 'Balance transfer fee', default: 3, min: 0, max: 20 }),
    promoApr: interestRate(0, 'Promotional interest rate (intro APR)'),
    promoMonths: integer({ label: 'Promotional period', default: 15, min: 1, max: 60, suffix: 'months' }),
    laterApr: interestRate(24, 'Interest rate after the promotion (APR)'),
  },
  outputs: {
    savings: out.money({ label: 'Saved by transferring (negative: it costs more)', primary: true }),
    transferFee: out.money({ label: 'Transfer fee' }),
    stayInterest: out.money({ label: 'Interest if you keep the current card' }),
    transferInterest: out.money({ label: 'Interest on the new card' }),
    transferCost: out.money({ label: 'Fee plus interest on the new card' }),
    stayMonths: out.integer({ label: 'Months to pay off the current card', suffix: 'months' }),
    transferMonths: out.integer({ label: 'Months to pay off the new card', suffix: 'months' }),
    leftAfterPromo: out.money({ label: 'Balance left when the promotion ends' }),
    promoPayment: out.money({ label: 'Monthly payment that clears it within the promotion' }),
    balances: moneyLineChart('Balance left on each card', 'month'),
    schedule: out.table({
      label: 'Both cards, month by month',
      columns: [
        MONTH_COLUMN,
        { key: 'stayInterest', label: 'Old card interest', kind: 'money' },
        { key: 'stayBalance', label: 'Old card balance', kind: 'money' },
        { key: 'transferInterest', label: 'New card interest', kind: 'money' },
        { key: 'transferBalance', label: 'New card balance', kind: 'money' },
      ],
    }),
  },
  validate: ({ balance, currentApr, payment, fee, promoApr, promoMonths, laterApr }) => {
    const interest = monthInterest(balance, currentApr);
    if (payment <= interest) {
      return [
        {
          field: 'payment',
          message: `The current card charges ${interest.toFixed(2)} of interest in the first month, so this payment would never bring it down. Pay more than that each month.`,
        },
      ];
    }
    const { stay, transfer } = plans(balance, currentApr, payment, fee, promoApr, promoMonths, laterApr);
    if (!stay.paidOff || !transfer.paidOff) {
      return [
        {
          field: 'payment',
          message: `At this payment ${stay.paidOff ? 'the new card' : 'the current card'} is not paid off within 50 years. Pay more each month.`,
        },
      ];
    }
    return [];
  },
  compute: ({ balance, currentApr, payment, fee, promoApr, promoMonths, laterApr }) => {
    const { stay, transfer, moved } = plans(balance, currentApr, payment, fee, promoApr, promoMonths, laterApr);
    const feeAmount = transferFee(balance, fee);
    const cost = feeAmount.plus(transfer.totalInterest);
    const promoRate = aprMonthly(promoApr);
    // Rounded up to the cent, so paying it really does clear the balance in time.
    const promoPayment = levelPayment(moved, promoRate, promoMonths).round(2, Big.roundUp);
    const schedule = Array.from({ length: Math.max(stay.months, transfer.months) }, (_, index) => ({
      month: index + 1,
      stayInterest: stay.rows[index]?.interest ?? 0,
      stayBalance: stay.rows[index]?.balance ?? 0,
      transferInterest: transfer.rows[index]?.interest ?? 0,
      transferBalance: transfer.rows[index]?.balance ?? 0,
    }));
    return {
      savings: new Big(stay.totalInterest).minus(cost).toNumber(),
      transferFee: feeAmount.toNumber(),
      stayInterest: stay.totalInterest,
      transferInterest: transfer.totalInterest,
      transferCost: cost.toNumber(),
      stayMonths: stay.months,
      transferMonths: transfer.months,
      leftAfterPromo: transfer.rows[promoMonths - 1]?.balance ?? 0,
      promoPayment: promoPayment.toNumber(),
      balances: balanceChart([
        { name: 'Current card', balances: balancesOf(balance, stay.rows) },
        { name: 'New card', balances: balancesOf(moved, transfer.rows) },
      ]),
      schedule,
    };
  },
});
