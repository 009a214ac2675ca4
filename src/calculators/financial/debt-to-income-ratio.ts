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
  examples: [
    {
      inputs: { income: 6000, housing: 1500, auto: 100, student: 0, cards: 0, other: 400 },
      expect: { backEnd: 33.33, frontEnd: 25, totalDebts: 2000 },
      tolerance: 0.005,
      source:
        'CFPB, "What is a debt-to-income ratio?": $1,500 mortgage + $100 auto loan + $400 other debts = $2,000 a month; with $6,000 gross monthly income the DTI is 33%',
    },
    {
      inputs: { income: 5000, housing: 1200, auto: 0, student: 0, cards: 0, other: 1300 },
      expect: { backEnd: 50, cutTo43: 350, roomTo36: 0 },
      tolerance: 0.005,
      source:
        'Linda on Lending, "What is debt to income ratio": $5,000 monthly income and $2,500 of monthly payments (housing, car, revolving and other loans) is a 50% DTI; 43% of $5,000 is $2,150',
    },
    {
      inputs: { income: 5000, housing: 0, auto: 500, student: 500, cards: 500, other: 0 },
      expect: { backEnd: 30, frontEnd: 0, roomTo36: 300 },
      tolerance: 0.005,
      source:
        'Finlossary, "DTI": a borrower earning $5,000 a month with $1,500 in debt payments has a 30% DTI; 36% of $5,000 is $1,800, leaving $300',
    },
    {
      inputs: { income: 4000, housing: 0, auto: 0, student: 0, cards: 0, other: 0 },
      expect: { backEnd: 0, frontEnd: 0, housingAt28: 1120 },
      source: 'Edge case: with no debt payments both ratios are 0%; 28% of $4,000 is $1,120',
    },
  ],
});
