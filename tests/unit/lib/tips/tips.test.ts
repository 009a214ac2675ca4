import { describe, expect, it } from 'vitest';
import { lookupCalculator } from '../../../../src/calculators/catalogue.ts';
import { articleJsonLd, longDate } from '../../../../src/lib/tips/article-json-ld.ts';
import {
  countWords,
  groupTips,
  sectionCalculators,
  smartTipsSectionCrumb,
  tipsForCalculator,
  type Tip,
} from '../../../../src/lib/tips/tips.ts';

const tip = (id: string, subcategory: Tip['data']['subcategory'], related: string[], title = id): Tip => ({
  id,
  data: {
    title,
    subcategory,
    summary: 'A summary long enough for the schema to accept it.',
    readingMinutes: 2,
    related,
    updated: '2026-11-21',
  },
});

describe('countWords', () => {
  it('counts the words a reader reads, not Markdown marks or link targets', () => {
    expect(countWords('## Heading\n\nTwo words.')).toBe(3);
    expect(countWords('Use the [loan payment calculator](/financial/loans-mortgages-payments/loan-payment/).')).toBe(5);
    expect(countWords('1. **Bold** start\n2. _then_ the end')).toBe(5);
    expect(countWords("Don't count well-being, 1,000 or 7.5 twice.")).toBe(7);
    expect(countWords('<kbd>Ctrl</kbd> + C')).toBe(2);
  });
});

describe('articles and calculators', () => {
  const tips = [
    tip('b-sleep', 'wellbeing', ['sleep-cycle-bedtime-planner'], 'B sleep'),
    tip('a-bmi', 'wellbeing', ['bmi-calculator', 'sleep-cycle-bedtime-planner'], 'A bmi'),
    tip('c-loans', 'planning', ['loan-payment']),
  ];

  it('finds the articles that name a calculator, by slug or alias, in title order', () => {
    expect(tipsForCalculator(tips, 'sleep-cycle-bedtime-planner').map((t) => t.id)).toEqual(['a-bmi', 'b-sleep']);
    expect(tipsForCalculator(tips, 'bmi-body-mass-index').map((t) => t.id)).toEqual(['a-bmi']);
    expect(tipsForCalculator(tips, 'compound-interest')).toEqual([]);
  });

  it('groups articles into the four sections in page order', () => {
    const groups = groupTips(tips);
    expect(groups.map((g) => g.subcategory.key)).toEqual([
      'wellbeing',
      'planning',
      'productivity',
      'digital-wellbeing',
    ]);
    expect(groups[0]?.tips.map((t) => t.id)).toEqual(['a-bmi', 'b-sleep']);
    expect(groups[2]?.tips).toEqual([]);
  });

  it('offers a section its own planners first, then the calculators its articles name most', () => {
    const offered = sectionCalculators('wellbeing', tips.slice(0, 2)).map((e) => e.slug);
    expect(offered.slice(0, 2).sort()).toEqual(['screen-time-budget', 'sleep-cycle-bedtime-planner']);
    expect(offered).toContain('bmi-body-mass-index');
    expect(new Set(offered).size).toBe(offered.length);
    expect(
      sectionCalculators('productivity', [tip('x', 'productivity', ['focus-break-planner'])]).map((e) => e.slug),
    ).toEqual(['focus-break-planner']);
  });

  it('gives a Smart Tips calculator a breadcrumb to its section, and others none', () => {
    const planner = lookupCalculator('focus-break-planner');
    const bmi = lookupCalculator('bmi-body-mass-index');
    expect(planner && smartTipsSectionCrumb(planner)).toEqual({ name: 'Planning', path: '/smart-tips/planning/' });
    expect(bmi && smartTipsSectionCrumb(bmi)).toBeUndefined();
  });
});

describe('articleJsonLd', () => {
  it('describes the article with absolute addresses and its dates', () => {
    const data = articleJsonLd('https://www.example.com/', 'Calculio', {
      title: 'Plan Your Week',
      summary: 'A summary.',
      path: '/smart-tip/plan-your-week/',
      updated: '2026-11-21',
      section: 'Planning',
      wordCount: 420,
      image: '/og-default.png',
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Plan Your Week',
      url: 'https://www.example.com/smart-tip/plan-your-week/',
      image: 'https://www.example.com/og-default.png',
      dateModified: '2026-11-21',
      articleSection: 'Planning',
      wordCount: 420,
      publisher: { '@type': 'Organization', name: 'Calculio', url: 'https://www.example.com/' },
    });
  });

  it('writes dates for people without a time-zone shift', () => {
    expect(longDate('2026-01-01')).toBe('January 1, 2026');
    expect(longDate('2024-02-29')).toBe('February 29, 2024');
  });
});
