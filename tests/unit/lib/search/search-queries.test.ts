import { describe, expect, it } from 'vitest';
import { rankTools } from '../../../../src/lib/search/rank.ts';
import { decodeToolIndex } from '../../../../src/lib/search/tool-index.ts';
import { toolDetails, toolIndex } from '../../../../src/lib/search/tool-records.ts';

/**
 * What people type and the tool they mean, against the real catalogue. Suggestions rank the index
 * alone; the search page ranks it with titles and descriptions; both must agree on these. Add a
 * row when a hub brings a tool people will look for.
 */
const FIRST: [query: string, slug: string][] = [
  ['loan', 'loan-payment'],
  ['Loan calculator', 'loan-payment'],
  ['loan payment', 'loan-payment'],
  ['mortgage', 'mortgage-payment-piti'],
  ['mortgage calculator', 'mortgage-payment-piti'],
  ['kg to lb', 'weight-mass-converter'],
  ['convert kg to lb', 'weight-mass-converter'],
  ['lbs to kg', 'weight-mass-converter'],
  ['pounds to kilos', 'weight-mass-converter'],
  ['kilograms to pounds', 'weight-mass-converter'],
  ['bmi', 'bmi-body-mass-index'],
  ['BMI', 'bmi-body-mass-index'],
  ['body mass index', 'bmi-body-mass-index'],
  ['mpg', 'fuel-economy-converter'],
  ['celsius to fahrenheit', 'temperature-converter'],
  ['f to c', 'temperature-converter'],
  ['unit converter', 'unit-converter'],
  ['compound interest', 'compound-interest'],
  ['tip', 'tip-calculator'],
  ['percentage', 'percentage-calculator'],
  ['age', 'age-calculator'],
  ['days between dates', 'days-between-dates'],
  ['roman numerals', 'roman-numeral-converter'],
  ['hex to rgb', 'hex-rgb-hsl-color-converter'],
  ['square root', 'square-root-nth-root'],
  ['quadratic', 'quadratic-formula-solver'],
  ['pregnancy due date', 'pregnancy-due-date'],
  ['retirement', 'retirement-savings'],
  ['time zone converter', 'time-zone-converter'],
  ['calorie', 'calorie-calculator'],
  ['electric bill', 'electric-bill-estimate'],
  ['watts to lumens', 'watts-to-lumens-bulb'],
  ['how many lumens', 'room-lighting-lumens'],
  ['generator size', 'generator-sizing-watts'],
  ['electrical load calculation', 'home-electrical-service-load'],
  // One typo in a word of 4–7 letters.
  ['lenght', 'length-converter'],
  ['fraktion', 'fraction-calculator'],
  ['calorei', 'calorie-calculator'],
  // Two typos in a longer word.
  ['amortisaton', 'mortgage-amortization'],
  ['temprature', 'temperature-converter'],
  ['compund interst', 'compound-interest'],
  ['retirment savngs', 'retirement-savings'],
  ['presure converter', 'pressure-converter'],
];

const TOP_THREE: [query: string, slug: string][] = [
  ['morgage', 'mortgage-amortization'],
  ['morgage', 'mortgage-payment-piti'],
  ['mortgage', 'mortgage-amortization'],
  ['amortization', 'mortgage-amortization'],
  ['binary', 'number-base-converter'],
  ['body fat', 'body-fat-us-navy'],
  ['credit card', 'credit-card-payoff'],
  ['heart rate', 'target-heart-rate-zones'],
];

const NOTHING = ['zzqqxxnomatch', 'qwertyuiop', 'xkcdxkcd', '   ', '!!!', 'bmx', 'lorem ipsum dolor'];

const index = toolIndex();
const rankings = {
  suggestions: decodeToolIndex(index),
  'search page': decodeToolIndex(index, toolDetails()),
};

describe.each(Object.entries(rankings))('the %s', (_, tools) => {
  const slugs = (query: string, limit: number) => rankTools(tools, query, limit).map((tool) => tool.slug);

  it.each(FIRST)('puts the tool meant by "%s" first (%s)', (query, slug) => {
    expect(slugs(query, 1)).toEqual([slug]);
  });

  it.each(TOP_THREE)('lists "%s" → %s among the top three', (query, slug) => {
    expect(slugs(query, 3)).toContain(slug);
  });

  it.each(NOTHING)('finds no tool for "%s"', (query) => {
    expect(slugs(query, Infinity)).toEqual([]);
  });
});
