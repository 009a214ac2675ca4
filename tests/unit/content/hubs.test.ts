import { describe, expect, it } from 'vitest';
import { getHubs, hubIntro, hubToolCount, splitColumns, toolPath } from '../../../src/lib/hubs.ts';
import { getCategory } from '../../../src/lib/categories.ts';
import { REQUIRED_SLUGS, SPEC_SECTIONS, SPEC_TOTALS } from '../../fixtures/spec-hubs.ts';

const hubs = getHubs();

describe('content/hubs', () => {
  it('has exactly the 15 hubs of the specification', () => {
    expect([...hubs.keys()].sort()).toEqual(Object.keys(SPEC_TOTALS).sort());
  });

  it('lists 566 tools in all', () => {
    expect([...hubs.values()].reduce((sum, hub) => sum + hubToolCount(hub), 0)).toBe(566);
  });

  for (const [key, sections] of Object.entries(SPEC_SECTIONS)) {
    it(`${key}: sections and item counts match the specification (total ${SPEC_TOTALS[key]})`, () => {
      const hub = hubs.get(key);
      expect(hub?.sections.map((s) => [s.title, s.items.length])).toEqual(sections);
      expect(hub && hubToolCount(hub)).toBe(SPEC_TOTALS[key]);
    });
  }

  for (const [key, slugs] of Object.entries(REQUIRED_SLUGS)) {
    it(`${key}: holds every required slug`, () => {
      const listed = new Set(hubs.get(key)?.sections.flatMap((s) => s.items.map((i) => i.slug)));
      for (const slug of slugs) expect(listed, slug).toContain(slug);
    });
  }

  it('uses lower-case kebab-case slugs and section keys', () => {
    for (const hub of hubs.values()) {
      for (const section of hub.sections) {
        expect(section.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const item of section.items) expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('never lists a slug twice within a hub, nor in two hubs', () => {
    const seen = new Map<string, string>();
    for (const hub of hubs.values()) {
      for (const item of hub.sections.flatMap((s) => s.items)) {
        expect(seen.get(item.slug), `${item.slug} in ${hub.key}`).toBeUndefined();
        seen.set(item.slug, hub.key);
      }
    }
  });

  it('gives every pets section an emoji and a species title', () => {
    for (const section of hubs.get('pets')?.sections ?? []) expect(section.emoji.length).toBeGreaterThan(0);
  });

  it('states the derived tool count in each intro', () => {
    for (const hub of hubs.values()) {
      expect(hubIntro(hub)).toContain(String(hubToolCount(hub)));
      expect(hubIntro(hub)).not.toContain('{count}');
    }
    const math = hubs.get('math');
    expect(math && hubIntro(math)).toContain('35');
  });

  it('belongs to a known category', () => {
    for (const key of hubs.keys()) expect(getCategory(key).key).toBe(key);
  });
});

describe('splitColumns', () => {
  it('puts ceil(n/2) items in the first column', () => {
    expect(splitColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitColumns([1, 2, 3, 4])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(splitColumns([1])).toEqual([[1], []]);
    expect(splitColumns([])).toEqual([[], []]);
  });
});

describe('toolPath', () => {
  it('is /{category}/{section}/{slug}/', () => {
    expect(toolPath('financial', 'loans', 'loan-payment')).toBe('/financial/loans/loan-payment/');
  });
});
