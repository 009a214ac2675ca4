import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { calculatorEntries } from '../../../../src/calculators/catalogue.ts';
import { getHubs } from '../../../../src/lib/hubs.ts';
import { decodeToolIndex, type ToolIndex } from '../../../../src/lib/search/tool-index.ts';
import { toolCategories, toolDescriptions, toolIndex, toolTitles } from '../../../../src/lib/search/tool-records.ts';

// Downloaded when the visitor first uses search, never before. The hubs give most tools two to
// four keywords for their common queries ("tv size", "ppi"), about 12 KB of the 45 KB raw index.
// The built tools' own keywords came to about 0.3 KB more than the hub entries projected (17.3 KB
// at 550 tools built); 18 KB holds the whole catalogue, still a tenth of the search page's budget.
const INDEX_BUDGET_BYTES = 18 * 1024;

const gzippedSize = (index: ToolIndex) => gzipSync(JSON.stringify(index), { level: 9 }).length;

/**
 * The index as it will be once every tool the hubs list has a calculator: the tools still to come
 * are added by their hub name, slug and section, as the index will hold them.
 */
function indexOfWholeCatalogue(index: ToolIndex): ToolIndex {
  const built = new Set(index.tools.map(([, slug]) => slug));
  const sections = [...index.sections];
  const tools = [...index.tools];
  for (const hub of getHubs().values()) {
    for (const section of hub.sections) {
      let number = sections.findIndex(([category, , key]) => category === hub.key && key === section.key);
      if (number < 0) number = sections.push([hub.key, hub.title, section.key, section.title]) - 1;
      for (const item of section.items) if (!built.has(item.slug)) tools.push([item.name, item.slug, number]);
    }
  }
  return { sections, tools };
}

describe('toolIndex', () => {
  const index = toolIndex();
  const tools = decodeToolIndex(index);

  it('lists every working calculator at its canonical address', () => {
    const entries = calculatorEntries();
    expect(tools.map((tool) => tool.url).sort()).toEqual(entries.map((entry) => entry.path).sort());
  });

  it('names a tool as its hub lists it, not by its long title', () => {
    expect(tools.find((tool) => tool.slug === 'bmi-body-mass-index')?.name).toBe('BMI Calculator');
    expect(tools.find((tool) => tool.slug === 'number-base-converter')?.name).toBe('Binary, Hex and Decimal Converter');
  });

  it('keeps the keywords, each once and never the name again, and leaves aliases to the details', () => {
    const weight = tools.find((tool) => tool.slug === 'weight-mass-converter');
    expect(weight?.keywords).toEqual(expect.arrayContaining(['kg to lb', 'pounds to kilos']));
    expect(weight?.keywords).not.toContain('kg to lbs');
    for (const tool of tools) {
      const normalized = tool.keywords.map((keyword) => keyword.toLowerCase());
      expect(new Set(normalized).size).toBe(normalized.length);
      expect(normalized).not.toContain(tool.name.toLowerCase());
    }
  });

  it(`stays within ${String(INDEX_BUDGET_BYTES)} bytes gzipped once the hubs' tools are all built`, () => {
    const whole = indexOfWholeCatalogue(index);
    expect(whole.tools.length).toBeGreaterThanOrEqual(566);
    expect(gzippedSize(whole)).toBeLessThanOrEqual(INDEX_BUDGET_BYTES);
  });
});

describe('toolTitles', () => {
  const titles = toolTitles();
  const tools = decodeToolIndex(toolIndex(), titles);

  it('gives each tool its full title for the search page', () => {
    const entries = calculatorEntries();
    expect(tools.find((tool) => tool.slug === 'bmi-body-mass-index')?.title).toMatch(/^BMI Calculator – /);
    for (const entry of entries) expect(tools.find((tool) => tool.slug === entry.slug)?.title).toBe(entry.title);
  });

  it('carries the aliases as phrases, without those the keywords already say', () => {
    const keywordsOf = (slug: string) => tools.find((tool) => tool.slug === slug)?.keywords;
    expect(keywordsOf('weight-mass-converter')).toContain('kg to lbs');
    expect(decodeToolIndex(toolIndex()).find((tool) => tool.slug === 'weight-mass-converter')?.keywords).not.toContain(
      'kg to lbs',
    );
    expect(titles).toHaveLength(toolIndex().tools.length);
  });
});

describe('toolDescriptions', () => {
  it("gives every working calculator's description in its own hub's file, and nowhere else", () => {
    const files = toolCategories().map((category) => [category, toolDescriptions(category)] as const);
    for (const entry of calculatorEntries()) {
      const holding = files.filter(([, descriptions]) => entry.slug in descriptions);
      expect(holding.map(([category]) => category)).toEqual([entry.category]);
      expect(holding[0]?.[1][entry.slug]).toBe(entry.description);
    }
  });
});
