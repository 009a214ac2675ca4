import { describe, expect, it } from 'vitest';
import { rankTools } from '../../../../src/lib/search/rank.ts';
import type { ToolRecord } from '../../../../src/lib/search/tool-index.ts';

const tool = (name: string, slug: string, extra: Partial<ToolRecord> = {}): ToolRecord => ({
  name,
  slug,
  url: `/financial/borrowing/${slug}/`,
  category: 'financial',
  categoryName: 'Financial',
  section: 'borrowing',
  sectionName: 'Borrowing',
  keywords: [],
  ...extra,
});

const tools = [
  tool('APR Calculator', 'apr', { title: 'APR Calculator – Yearly Cost of a Loan, Fees Included' }),
  tool('Balloon Loan Calculator', 'balloon-loan'),
  tool('Loan Payment Calculator', 'loan-payment', { keywords: ['loan'] }),
  tool('Mortgage Amortization Calculator', 'mortgage-amortization'),
  tool('Weight Converter', 'weight-converter', {
    keywords: ['kg to lb', 'pounds to kilos'],
    category: 'conversion',
    categoryName: 'Conversion',
    section: 'units',
    sectionName: 'Units',
  }),
  tool('BMI Calculator', 'bmi', {
    category: 'health',
    categoryName: 'Health',
    section: 'body-metrics',
    sectionName: 'Body Metrics',
    title: 'BMI Calculator – Body Mass Index',
  }),
];

const slugs = (query: string) => rankTools(tools, query).map((found) => found.slug);

describe('rankTools', () => {
  it('puts an exact keyword or name first, then names that start with the query, then words in names', () => {
    expect(slugs('loan')).toEqual(['loan-payment', 'balloon-loan', 'apr']);
    expect(slugs('mortgage amortization calculator')[0]).toBe('mortgage-amortization');
  });

  it('ranks a keyword phrase like the name', () => {
    expect(slugs('kg to lb')).toEqual(['weight-converter']);
    expect(slugs('pounds to kilos')).toEqual(['weight-converter']);
  });

  it('looks past the filler words around a phrase', () => {
    expect(slugs('convert kg to lb')).toEqual(['weight-converter']);
    expect(slugs('mortgage calculator')[0]).toBe('mortgage-amortization');
  });

  it('reads plurals as the same word', () => {
    expect(slugs('loans')[0]).toBe('loan-payment');
  });

  it('forgives one typo in a word of 4 to 7 letters and two in a longer one', () => {
    expect(slugs('morgage')).toEqual(['mortgage-amortization']);
    expect(slugs('amortisaton')).toEqual(['mortgage-amortization']);
    expect(slugs('baloon')).toEqual(['balloon-loan']);
  });

  it('forgives no typo in a short word', () => {
    expect(slugs('bni')).toEqual([]);
  });

  it('ranks a typo in the name above a typo in a keyword', () => {
    const withKeyword = [tool('Home Loan Estimator', 'home-loan', { keywords: ['house mortgage'] }), ...tools];
    expect(rankTools(withKeyword, 'morgage').map((found) => found.slug)).toEqual([
      'mortgage-amortization',
      'home-loan',
    ]);
  });

  it('keeps the specification floor: any part of the slug, section or category name matches', () => {
    expect(slugs('ortgage-amort')).toEqual(['mortgage-amortization']);
    expect(slugs('BODY METRICS')).toEqual(['bmi']);
    expect(slugs('conversion')).toEqual(['weight-converter']);
  });

  it("finds words of the title's subtitle once the titles are loaded, after every other match", () => {
    expect(slugs('body mass')).toEqual(['bmi']);
    expect(slugs('fees')).toEqual(['apr']);
  });

  it('among equal matches, prefers a name that begins with the query', () => {
    const fractions = [tool('Decimal to Fraction', 'decimal-to-fraction'), tool('Fraction Calculator', 'fraction')];
    expect(rankTools(fractions, 'fraktion').map((found) => found.slug)).toEqual(['fraction', 'decimal-to-fraction']);
  });

  it('breaks the remaining ties by name', () => {
    expect(slugs('calculator').slice(0, 3)).toEqual(['apr', 'balloon-loan', 'bmi']);
  });

  it('matches nothing for a blank query or nonsense', () => {
    expect(slugs('   ')).toEqual([]);
    expect(slugs('zzqqxxnomatch')).toEqual([]);
  });

  it('stops at the limit it is given', () => {
    expect(rankTools(tools, 'calculator', 2)).toHaveLength(2);
  });
});
