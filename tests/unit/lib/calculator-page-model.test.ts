import { describe, expect, it } from 'vitest';
import { lookupCalculator } from '../../../src/calculators/catalogue.ts';
import { calculatorPageModel, embedPageModel } from '../../../src/lib/calculator-page-model.ts';
import { readTipFiles } from '../../../src/lib/tips/tips.ts';

const SITE = 'https://www.example.com/';
const tips = readTipFiles();
const bmi = lookupCalculator('bmi-body-mass-index')!;

describe('a calculator page model', async () => {
  const model = await calculatorPageModel(bmi, { site: SITE, tips });

  it('leads the breadcrumbs from Home through the category and hub section to the calculator, named by its short name', () => {
    expect(model.trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Health', path: '/health/' },
      { name: bmi.section!.title, path: `/health/#${bmi.section!.key}` },
      { name: bmi.name, path: bmi.path },
    ]);
    expect(model.searchCrumb).toBe(`Health › ${bmi.section!.title}`);
  });

  it('describes the trail and every FAQ in structured data', () => {
    const [breadcrumbs, faq] = model.jsonLd as [{ itemListElement: { item: string }[] }, { mainEntity: unknown[] }];
    expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(`https://www.example.com${bmi.path}`);
    expect(faq.mainEntity).toHaveLength(bmi.words.faq.length);
  });

  it('links the Smart Tips articles that name the calculator', () => {
    const naming = tips.filter((tip) => tip.data.related.includes(bmi.slug));
    expect(naming.length).toBeGreaterThan(0);
    expect(model.tips.map((tip) => tip.href).sort()).toEqual(naming.map((tip) => `/smart-tip/${tip.id}/`).sort());
  });

  it('has no one-line result for social cards when the calculator writes none', () => {
    expect(model.shareLine).toBeUndefined();
  });

  it('suggests related tools and the embed address', () => {
    expect(model.related.length).toBeGreaterThan(0);
    expect(model.related.some((tool) => tool.href === bmi.path)).toBe(false);
    expect(model.embedPath).toBe(`/embed${bmi.path}`);
  });

  it('carries the build-time result and worked examples', () => {
    expect(model.prepared.prerendered.status).toBe('ok');
    expect(model.prepared.examples.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a Smart Tips planner page model', () => {
  it('puts the planner under its Smart Tips section in the breadcrumbs', async () => {
    const planner = lookupCalculator('focus-break-planner')!;
    const model = await calculatorPageModel(planner, { site: SITE, tips });
    expect(model.trail[2]?.path).toBe(`/smart-tips/${planner.subcategory}/`);
  });
});

describe('an embed page model', () => {
  it('points its canonical link at the full page', async () => {
    const model = await embedPageModel(bmi, SITE);
    expect(model.canonical).toBe(`https://www.example.com${bmi.path}`);
    expect(model.siteName.length).toBeGreaterThan(0);
  });
});

describe('the one-line result of a calculator that writes one', async () => {
  const bananas = await calculatorPageModel(lookupCalculator('height-in-bananas')!, { site: SITE, tips });

  it('is the default result in one sentence, as the social cards and share box show it', () => {
    // 170 cm ÷ a medium USDA banana of 7 7⁄16 in (18.89125 cm) = 8.999.
    expect(bananas.shareLine).toBe('At 170 cm, you are 9.0 bananas tall.');
  });
});
