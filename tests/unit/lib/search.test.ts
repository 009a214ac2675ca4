import { describe, expect, it } from 'vitest';
import { isRelevantHit, matchTools, resultCountText, type ToolRecord } from '../../../src/lib/search/match.ts';

const tool = (t: string, s: string, extra: Partial<ToolRecord> = {}): ToolRecord => ({
  t,
  s,
  c: 'financial',
  cn: 'Financial',
  sc: 'loans-mortgages-payments',
  sn: 'Loans, Mortgages and Payments',
  d: '',
  u: `/financial/loans-mortgages-payments/${s}/`,
  a: [],
  ...extra,
});

const tools = [
  tool('Mortgage Amortization Calculator', 'mortgage-amortization'),
  tool('Loan Payment Calculator', 'loan-payment'),
  tool('BMI Calculator', 'bmi-body-mass-index', {
    c: 'health',
    cn: 'Health',
    sc: 'body-metrics',
    sn: 'Body Metrics',
    a: ['bmi-calculator'],
  }),
];

describe('matchTools', () => {
  it('matches a case-insensitive substring of the slug, title, category, subcategory or names', () => {
    expect(matchTools(tools, 'AMORTIZ').map((t) => t.s)).toEqual(['mortgage-amortization']);
    expect(matchTools(tools, 'body metrics').map((t) => t.s)).toEqual(['bmi-body-mass-index']);
    expect(matchTools(tools, 'financial').map((t) => t.s)).toEqual(['loan-payment', 'mortgage-amortization']);
  });

  it('trims the query and sorts by title', () => {
    expect(matchTools(tools, '  calculator ').map((t) => t.t)).toEqual([
      'BMI Calculator',
      'Loan Payment Calculator',
      'Mortgage Amortization Calculator',
    ]);
  });

  it('finds a calculator by its alias, and nothing for a blank query', () => {
    expect(matchTools(tools, 'bmi-calculator').map((t) => t.s)).toEqual(['bmi-body-mass-index']);
    expect(matchTools(tools, '   ')).toEqual([]);
  });
});

describe('resultCountText', () => {
  it('says how many results there are, or that there are none', () => {
    expect(resultCountText(1, 'loan')).toBe('1 result(s) for "loan"');
    expect(resultCountText(3, 'loan')).toBe('3 result(s) for "loan"');
    expect(resultCountText(0, 'zzq')).toBe('No results for "zzq". Try different keywords.');
  });
});

describe('isRelevantHit', () => {
  it('keeps a hit with nothing marked (a title match), having nothing to judge by', () => {
    expect(isRelevantHit('loan', 'no marks here')).toBe(true);
  });

  it('keeps hits whose marked words match the query words', () => {
    expect(isRelevantHit('muscular', 'a <mark>muscular</mark> person')).toBe(true);
    expect(isRelevantHit('amortiz', 'the <mark>amortization</mark> schedule')).toBe(true);
    expect(isRelevantHit('calculators', 'a <mark>calculator</mark> for')).toBe(true);
    expect(isRelevantHit('loan payment', 'monthly <mark>payment</mark>')).toBe(true);
  });

  it('drops hits where only a short piece of a nonsense query matched', () => {
    expect(isRelevantHit('zzqqxxnomatch', 'take <mark>Z</mark> = JD + 0.5')).toBe(false);
    expect(isRelevantHit('nomatchzzqq', '<mark>no</mark> <mark>match</mark>')).toBe(false);
  });
});
