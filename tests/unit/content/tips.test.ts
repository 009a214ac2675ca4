import { describe, expect, it } from 'vitest';
import { calculatorEntries, lookupCalculator } from '../../../src/calculators/catalogue.ts';
import { calculatorRedirects } from '../../../src/lib/calculator-redirects.ts';
import {
  countWords,
  getSmartTipsPage,
  readTipFiles,
  smartTipsCalculators,
  TIP_SUBCATEGORIES,
  tipPath,
} from '../../../src/lib/tips/tips.ts';

const tips = readTipFiles();
const calculatorPaths = new Set(calculatorEntries().map((entry) => entry.path));
const tipPaths = new Set(tips.map((tip) => tipPath(tip.id)));

/** Site-relative link targets in a Markdown body. */
const internalLinks = (markdown: string) => [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? '');

describe('content/tips', () => {
  it('holds at least 24 articles with unique titles and kebab-case file names', () => {
    expect(tips.length).toBeGreaterThanOrEqual(24);
    expect(new Set(tips.map((tip) => tip.data.title)).size).toBe(tips.length);
    for (const tip of tips) expect(tip.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const subcategory of TIP_SUBCATEGORIES) {
    it(`${subcategory}: at least 6 articles, each of 300 words or more`, () => {
      const inSection = tips.filter((tip) => tip.data.subcategory === subcategory);
      expect(inSection.length).toBeGreaterThanOrEqual(6);
      for (const tip of inSection) expect(countWords(tip.body), tip.id).toBeGreaterThanOrEqual(300);
    });
  }

  it('states a reading time within a minute of the words at 200 a minute', () => {
    for (const tip of tips) {
      const estimate = Math.max(1, Math.round(countWords(tip.body) / 200));
      expect(Math.abs(tip.data.readingMinutes - estimate), tip.id).toBeLessThanOrEqual(1);
    }
  });

  it('relates every article to calculators that exist', () => {
    for (const tip of tips) {
      for (const slug of tip.data.related) expect(lookupCalculator(slug), `${tip.id} → ${slug}`).toBeDefined();
    }
  });

  it('links in the text to at least one related calculator, and only to pages that exist', () => {
    for (const tip of tips) {
      const links = internalLinks(tip.body);
      const relatedPaths = tip.data.related.map((slug) => lookupCalculator(slug)?.path);
      expect(
        links.some((link) => relatedPaths.includes(link)),
        tip.id,
      ).toBe(true);
      for (const link of links) {
        expect(calculatorPaths.has(link) || tipPaths.has(link), `${tip.id} links to ${link}`).toBe(true);
      }
    }
  });

  it('names each Smart Tips calculator in at least two articles', () => {
    for (const entry of smartTipsCalculators()) {
      const naming = tips.filter((tip) => tip.data.related.includes(entry.slug));
      expect(naming.length, entry.slug).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Smart Tips routes', () => {
  it('has the three planners in the wellbeing and planning sections', () => {
    const planners = smartTipsCalculators();
    expect(planners.map((entry) => entry.slug).sort()).toEqual([
      'focus-break-planner',
      'screen-time-budget',
      'sleep-cycle-bedtime-planner',
    ]);
    for (const entry of planners) expect(['wellbeing', 'planning']).toContain(entry.subcategory);
  });

  it('describes exactly the four sections in content/smart-tips.yaml', () => {
    expect(
      getSmartTipsPage()
        .subcategories.map((s) => s.key)
        .sort(),
    ).toEqual([...TIP_SUBCATEGORIES].sort());
  });

  it('never gives a calculator short address the path of a section page (/smart-tips/{section}/)', () => {
    const sectionPaths = new Set(TIP_SUBCATEGORIES.map((key) => `smart-tips/${key}`));
    for (const redirect of calculatorRedirects()) {
      expect(sectionPaths.has(redirect.from.join('/')), redirect.from.join('/')).toBe(false);
    }
  });
});
