import Big from 'big.js';
import { defineCalculator, integer, out, percent, select, type FieldError } from '../../engine/index.ts';
import { toCents } from '../shared/money/cents.ts';
import {
  federalIncomeTax,
  FILING_STATUSES,
  marginalRate,
  payrollTaxes,
  STANDARD_DEDUCTION,
  TAX_YEAR,
  usFederalTaxTable,
} from '../shared/money/us-federal-tax-2026.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';
import { deferralLimit, usRetirementLimits } from '../shared/money/us-retirement-limits.ts';

const PAY_FREQUENCIES = [
  { value: '52', label: 'Weekly (52 paychecks)' },
  { value: '26', label: 'Every two weeks (26 paychecks)' },
  { value: '24', label: 'Twice a month (24 paychecks)' },
  { value: '12', label: 'Monthly (12 paychecks)' },
] as const;

const cents = (value: Big) => new Big(toCents(value));

export default defineCalculator({
  datedTables: [usFederalTaxTable, usRetirementLimits],
  inputs: {
    salary: moneyAmount(
      {
        label: `Gross annual salary (US, ${TAX_YEAR})`,
        currency: 'USD',
        default: 75_000,
      },
      PRICE_MAX,
    ),
    status: select({ label: `Federal filing status (${TAX_YEAR})`, options: FILING_STATUSES, default: 'single' }),
    frequency: select({ label: 'Pay frequency', options: PAY_FREQUENCIES, default: '26' }),
    retirementPercent: percent({
      label: 'Traditional 401(k) contribution (% of salary)',
      help: `Pre-tax for income tax, but still subject to Social Security and Medicare. ${TAX_YEAR} limit $${usRetirementLimits.electiveDeferral.toLocaleString('en-US')}, more from age 50.`,
      default: 5,
      min: 0,
      max: 100,
    }),
    age: integer({
      label: `Your age at the end of ${TAX_YEAR}`,
      help: 'Sets your 401(k) limit: catch-up contributions are allowed from age 50, and more at 60 to 63.',
      default: 35,
      min: 14,
      max: 100,
      suffix: 'years',
    }),
    otherPreTax: moneyAmount(
      {
        label: 'Other pre-tax deductions per year',
        help: 'Health, dental and vision premiums, HSA or FSA through a cafeteria plan (free of all these taxes).',
        default: 0,
      },
      PRICE_MAX,
    ),
    stateRate: percent({
      label: 'State and local income tax (flat %, you enter)',
      help: 'Applied to wages after pre-tax deductions; 0 for states with no wage tax, such as Texas or Florida.',
      default: 0,
      min: 0,
      max: 20,
    }),
    afterTax: moneyAmount(
      {
        label: 'After-tax deductions per year',
        help: 'Roth 401(k), union dues, wage garnishments.',
        default: 0,
      },
      PRICE_MAX,
    ),
  },
  outputs: {
    netPerPaycheck: out.money({ label: 'Take-home pay per paycheck', primary: true }),
    netAnnual: out.money({ label: 'Take-home pay per year' }),
    grossPerPaycheck: out.money({ label: 'Gross pay per paycheck' }),
    federalTax: out.money({ label: `US federal income tax (${TAX_YEAR}, per year)` }),
    socialSecurity: out.money({ label: 'Social Security, 6.2% (per year)' }),
    medicare: out.money({ label: 'Medicare, 1.45% + 0.9% additional (per year)' }),
    stateTax: out.money({ label: 'State and local income tax at your rate (per year)' }),
    retirement: out.money({ label: '401(k) contribution (per year)' }),
    taxableIncome: out.money({ label: `Federal taxable income after the ${TAX_YEAR} standard deduction` }),
    marginal: out.percent({ label: 'Federal marginal tax rate', decimals: 0 }),
    effectiveFederal: out.percent({ label: 'Federal income tax as a share of gross pay', decimals: 1 }),
    breakdown: out.table({
      label: `Where your ${TAX_YEAR} pay goes`,
      columns: [
        { key: 'item', label: 'Item', kind: 'text' },
        { key: 'perYear', label: 'Per year', kind: 'money' },
        { key: 'perPaycheck', label: 'Per paycheck', kind: 'money' },
      ],
    }),
    split: out.chart({ label: 'Share of gross pay', chart: 'pie', valueKind: 'money' }),
  },
  validate: ({ salary, retirementPercent, otherPreTax, afterTax, age }) => {
    const errors: FieldError[] = [];
    const deferral = (salary * retirementPercent) / 100;
    const limit = deferralLimit(age);
    if (deferral > limit) {
      errors.push({
        field: 'retirementPercent',
        message: `That is $${Math.round(deferral).toLocaleString('en-US')}, more than the ${TAX_YEAR} 401(k) limit of $${limit.toLocaleString('en-US')} at age ${String(age)}.`,
      });
    }
    if (deferral + otherPreTax + afterTax > salary) {
      errors.push({ field: 'otherPreTax', message: 'Deductions add up to more than the salary.' });
    }
    return errors;
  },
  compute: ({ salary, status, frequency, retirementPercent, otherPreTax, stateRate, afterTax }) => {
    const paychecks = Number(frequency);
    const gross = cents(new Big(salary));
    const retirement = cents(gross.times(retirementPercent).div(100));
    const cafeteria = cents(new Big(otherPreTax));
    // Wages for income tax exclude 401(k) and cafeteria-plan deductions; FICA wages only the latter.
    const incomeTaxWages = gross.minus(retirement).minus(cafeteria);
    const ficaWages = gross.minus(cafeteria);
    const taxable = incomeTaxWages.minus(STANDARD_DEDUCTION[status]);
    const taxableIncome = taxable.gt(0) ? taxable.toNumber() : 0;
    const federalTax = federalIncomeTax(taxableIncome, status);
    const { socialSecurity, medicare } = payrollTaxes(ficaWages.toNumber(), status);
    const stateTax = cents(incomeTaxWages.times(stateRate).div(100));
    const deductions = retirement.plus(cafeteria).plus(cents(new Big(afterTax)));
    const net = gross.minus(federalTax).minus(socialSecurity).minus(medicare).minus(stateTax).minus(deductions);
    const perPaycheck = (value: Big) => toCents(value.div(paychecks));
    const lines: [string, Big][] = [
      ['Gross pay', gross],
      [`Federal income tax (${TAX_YEAR})`, federalTax],
      ['Social Security', socialSecurity],
      ['Medicare', medicare],
      ['State and local income tax', stateTax],
      ['401(k) contribution', retirement],
      ['Other pre-tax deductions', cafeteria],
      ['After-tax deductions', cents(new Big(afterTax))],
      ['Take-home pay', net],
    ];
    return {
      netPerPaycheck: perPaycheck(net),
      netAnnual: net.toNumber(),
      grossPerPaycheck: perPaycheck(gross),
      federalTax: federalTax.toNumber(),
      socialSecurity: socialSecurity.toNumber(),
      medicare: medicare.toNumber(),
      stateTax: stateTax.toNumber(),
      retirement: retirement.toNumber(),
      taxableIncome,
      marginal: marginalRate(taxableIncome, status),
      effectiveFederal: gross.gt(0) ? federalTax.div(gross).times(100).toNumber() : 0,
      breakdown: lines.map(([item, value]) => ({ item, perYear: value.toNumber(), perPaycheck: perPaycheck(value) })),
      split: [
        {
          name: 'Gross pay',
          points: [
            { x: 'Take-home pay', y: Math.max(0, net.toNumber()) },
            { x: 'Federal income tax', y: federalTax.toNumber() },
            { x: 'Social Security and Medicare', y: socialSecurity.plus(medicare).toNumber() },
            { x: 'State tax, 401(k) and other deductions', y: stateTax.plus(deductions).toNumber() },
          ],
        },
      ],
    };
  },
});
