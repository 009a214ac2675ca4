import Big from 'big.js';
import { defineCalculator, money, out } from '../../engine/index.ts';
import { centsAboveZero, toCents } from '../shared/money/cents.ts';

const LARGEST = 1_000_000_000;

/** Guideline levels for the back-end ratio, in percent (sources in the words file). */
const CFPB_GUIDELINE = 36;
const LENDER_CEILING = 43;
const HOUSING_GUIDELINE = 28;

function assess(backEnd: number): string {
  if (backEnd <= CFPB_GUIDELINE)
    return 'At or below 36%: within the CFPB’s suggested limit for all debts, housing included.';
  if (backEnd <= LENDER_CEILING) {
    return 'Above the CFPB’s suggested 36%, but at or below the 43% many mortgage lenders use as their ceiling.';
  }
  if (backEnd <= 50)
    return 'Above 43%: many mortgage lenders will not approve a loan at this level without other strengths.';
  return 'Above 50%: more than half of gross income goes to debt payments, which most lenders treat as too high.';
}

const payment = (label: string, defaultValue: number, help?: string) =>
  money({ label, default: defaultValue, min: 0, max: LARGEST, ...(help ? { help } : {}) });

export default defineCalculator({
  inputs: {
    income: money({
      label: 'Gross monthly income',
      help: 'Before taxes and deductions, from all sources, for everyone on the application.',
      default: 6000,
      min: 1,
      max: LARGEST,
    }),
    housing: payment(
      'Monthly housing payment',
      1500,
      'Rent, or the mortgage payment with property tax, home insurance, mortgage insurance and HOA dues.',
    ),
    auto: payment('Car loan or lease payments', 100),
    student: payment('Student loan payments', 0),
    cards: payment('Credit card minimum payments', 250),
    other: payment('Other debt payments', 150, 'Personal loans, child support, alimony and any other monthly debt.'),
  },
  outputs: {
    backEnd: out.percent({ label: 'Back-end DTI (all monthly debts)', primary: true, decimals: 1 }),
    frontEnd: out.percent({ label: 'Front-end DTI (housing only)', decimals: 1 }),
    assessment: out.text({ label: 'Against the published guidelines' }),
    totalDebts: out.money({ label: 'Total monthly debt payments' }),
    roomTo36: out.money({ label: 'More monthly debt that fits under 36%' }),
    cutTo43: out.money({ label: 'Cut in monthly payments needed to reach 43%' }),
    housingAt28: out.money({ label: 'Housing payment at 28% of income' }),
  },
  compute: ({ income, housing, auto, student, cards, other }) => {
    const gross = new Big(income);
    const debts = new Big(housing).plus(auto).plus(student).plus(cards).plus(other);
    const backEnd = debts.div(gross).times(100).toNumber();
    const atPercent = (limit: number) => gross.times(limit).div(100);
    const roomTo36 = atPercent(CFPB_GUIDELINE).minus(debts);
    const cutTo43 = debts.minus(atPercent(LENDER_CEILING));
    return {
      backEnd,
      frontEnd: new Big(housing).div(gross).times(100).toNumber(),
      assessment: assess(backEnd),
      totalDebts: toCents(debts),
      roomTo36: centsAboveZero(roomTo36),
      cutTo43: centsAboveZero(cutTo43),
      housingAt28: toCents(atPercent(HOUSING_GUIDELINE)),
    };
  },
});
