import { describe, expect, it } from 'vitest';
import { smartTipsSchema, tipSchema } from '../../../../src/lib/tips/schema.ts';
import { tipWithCalculatorsSchema } from '../../../../src/lib/tips/tips.ts';

const valid = {
  title: 'Plan Your Bedtime Around Sleep Cycles',
  subcategory: 'wellbeing',
  summary: 'Count back from your alarm in 90-minute cycles and pick a bedtime that lets you wake between them.',
  readingMinutes: 2,
  related: ['sleep-cycle-bedtime-planner'],
  updated: '2026-11-21',
};

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('tipSchema (front matter of content/tips/<slug>.md)', () => {
  it('accepts a complete article and keeps the date as YYYY-MM-DD', () => {
    const result = tipSchema.safeParse(valid);
    expect(problems(result)).toEqual([]);
    expect(result.data?.updated).toBe('2026-11-21');
  });

  it('accepts the Date a YAML parser makes of an unquoted date', () => {
    expect(tipSchema.parse({ ...valid, updated: new Date('2026-11-21T00:00:00Z') }).updated).toBe('2026-11-21');
  });

  it('rejects an impossible or badly written date', () => {
    expect(problems(tipSchema.safeParse({ ...valid, updated: '2026-13-01' }))).toEqual([
      'updated: write the date as YYYY-MM-DD, e.g. 2025-09-20',
    ]);
    expect(tipSchema.safeParse({ ...valid, updated: '21/11/2026' }).success).toBe(false);
  });

  it('allows only the four sections', () => {
    for (const subcategory of ['wellbeing', 'planning', 'productivity', 'digital-wellbeing']) {
      expect(tipSchema.safeParse({ ...valid, subcategory }).success, subcategory).toBe(true);
    }
    expect(problems(tipSchema.safeParse({ ...valid, subcategory: 'fitness' }))[0]).toMatch(/^subcategory: /);
  });

  it('is strict: an unknown or misspelt key is an error', () => {
    expect(problems(tipSchema.safeParse({ ...valid, author: 'Someone' }))[0]).toMatch(/author/);
    const { readingMinutes, ...withoutMinutes } = valid;
    expect(readingMinutes).toBe(2);
    expect(problems(tipSchema.safeParse({ ...withoutMinutes, readingMinute: 2 })).join()).toMatch(/readingMinute/);
  });

  it('bounds the title, the summary and the reading time', () => {
    expect(tipSchema.safeParse({ ...valid, title: 'x'.repeat(61) }).success).toBe(false);
    expect(tipSchema.safeParse({ ...valid, summary: 'Too short.' }).success).toBe(false);
    expect(tipSchema.safeParse({ ...valid, summary: 'x'.repeat(161) }).success).toBe(false);
    expect(tipSchema.safeParse({ ...valid, readingMinutes: 0 }).success).toBe(false);
    expect(tipSchema.safeParse({ ...valid, readingMinutes: 2.5 }).success).toBe(false);
  });

  it('needs at least one related calculator, written as a slug', () => {
    expect(tipSchema.safeParse({ ...valid, related: [] }).success).toBe(false);
    expect(tipSchema.safeParse({ ...valid, related: ['Sleep Planner'] }).success).toBe(false);
  });
});

describe('tipWithCalculatorsSchema (the schema the build uses)', () => {
  it('accepts calculators that exist, by slug or by alias', () => {
    const result = tipWithCalculatorsSchema.safeParse({
      ...valid,
      related: ['sleep-cycle-bedtime-planner', 'bmi-calculator', 'loan-payment'],
    });
    expect(problems(result)).toEqual([]);
  });

  it('fails on a calculator that does not exist, naming the slug and its position', () => {
    const result = tipWithCalculatorsSchema.safeParse({ ...valid, related: ['loan-payment', 'no-such-calculator'] });
    expect(problems(result)).toEqual([
      'related.1: "no-such-calculator" is not a calculator on this site (it needs src/calculators/<category>/no-such-calculator.ts and its words)',
    ]);
  });

  it('fails on a calculator listed twice', () => {
    expect(
      problems(tipWithCalculatorsSchema.safeParse({ ...valid, related: ['loan-payment', 'loan-payment'] })),
    ).toEqual(['related: list each calculator once']);
  });
});

describe('smartTipsSchema (content/smart-tips.yaml)', () => {
  const section = (key: string) => ({
    key,
    name: 'Section',
    emoji: '🌿',
    description: 'A sentence that describes the section and its tips well.',
  });
  const page = {
    title: 'Smart Tips',
    intro:
      'Short, practical guides to sleeping better, planning your time and money and keeping screens in their place.',
    seo: {
      title: 'Smart Tips – Sleep and Planning',
      description: 'Practical tips on sleep, planning, focus and screen time, each with a calculator.',
    },
    subcategories: ['wellbeing', 'planning', 'productivity', 'digital-wellbeing'].map(section),
  };

  it('accepts the four sections', () => {
    expect(problems(smartTipsSchema.safeParse(page))).toEqual([]);
  });

  it('requires every section to be described, once', () => {
    expect(problems(smartTipsSchema.safeParse({ ...page, subcategories: page.subcategories.slice(0, 3) }))).toEqual([
      'subcategories: describe the "digital-wellbeing" section',
    ]);
    expect(
      problems(smartTipsSchema.safeParse({ ...page, subcategories: [...page.subcategories, section('planning')] })),
    ).toEqual(['subcategories: each section is described once']);
  });
});
