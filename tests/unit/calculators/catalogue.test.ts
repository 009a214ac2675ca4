import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calculatorFileRole, LOGIC_GLOB, VIEW_GLOB } from '../../../src/calculators/calculator-files.mjs';
import { calculatorEntries, lookupCalculator, toolHref } from '../../../src/calculators/catalogue.ts';
import { logicModules, viewModules } from '../../../src/calculators/registry.ts';

const entries = calculatorEntries();
/** A catalogue path as the registry's glob names it, relative to src/calculators. */
const globKey = (file: string) => file.replace('src/calculators/', './');

describe('which files are calculators', () => {
  it('takes <slug>.ts as logic and <slug>.view.tsx as its view', () => {
    expect(calculatorFileRole('time', 'stopwatch-split-times.ts')).toEqual({
      slug: 'stopwatch-split-times',
      view: false,
    });
    expect(calculatorFileRole('time', 'stopwatch-split-times.view.tsx')).toEqual({
      slug: 'stopwatch-split-times',
      view: true,
    });
  });

  it('leaves out shared code, "_" helpers and other files', () => {
    expect(calculatorFileRole('shared', 'dated-table-schema.ts')).toBeUndefined();
    expect(calculatorFileRole('time', '_live.tsx')).toBeUndefined();
    expect(calculatorFileRole('time', '_clock.ts')).toBeUndefined();
    expect(calculatorFileRole('time', '_live.css')).toBeUndefined();
  });

  it('is the rule the registry glob is written with', () => {
    const registry = readFileSync('src/calculators/registry.ts', 'utf8').replace(/\s+/g, '').replaceAll(',]', ']');
    const literal = (patterns: string | string[]) => JSON.stringify(patterns).replaceAll('"', "'");
    expect(registry).toContain(`import.meta.glob<{default:CalculatorDefinition}>(${literal(LOGIC_GLOB)})`);
    expect(registry).toContain(`import.meta.glob<CalculatorView>(${literal(VIEW_GLOB)},`);
  });

  it('gives the browser registry exactly the catalogue’s logic files and views', () => {
    expect(Object.keys(logicModules).sort()).toEqual(entries.map((entry) => globKey(entry.logicFile)).sort());
    expect(Object.keys(viewModules).sort()).toEqual(
      entries.flatMap((entry) => (entry.viewFile ? [globKey(entry.viewFile)] : [])).sort(),
    );
  });
});

describe('the calculator catalogue', () => {
  it('lists each calculator with its category, hub section, words and files', () => {
    const bmi = lookupCalculator('bmi-body-mass-index');
    expect(bmi).toMatchObject({
      category: 'health',
      logicFile: 'src/calculators/health/bmi-body-mass-index.ts',
      wordsFile: 'content/calculators/health/bmi-body-mass-index.md',
      viewFile: undefined,
    });
    expect(bmi?.section?.key).toBe(bmi?.subcategory);
    expect(bmi?.path).toBe(`/health/${bmi?.subcategory}/bmi-body-mass-index/`);
    expect(bmi?.words.faq.length).toBeGreaterThanOrEqual(3);
    expect(bmi?.body).toContain('##');
  });

  it('finds the companion view of a tool that has one', () => {
    expect(lookupCalculator('countdown-timer')?.viewFile).toBe('src/calculators/time/countdown-timer.view.tsx');
  });

  it('finds a calculator by an alias, trimmed and in any case', () => {
    const alias = entries.find((entry) => entry.aliases.length > 0);
    expect(alias).toBeDefined();
    expect(lookupCalculator(` ${alias!.aliases[0]!.toUpperCase()} `)?.slug).toBe(alias!.slug);
  });

  it('links a hub item to its page only once it has a calculator', () => {
    expect(toolHref('bmi-body-mass-index')).toBe(lookupCalculator('bmi-body-mass-index')?.path);
    expect(toolHref('no-such-calculator')).toBeUndefined();
  });

  it('places a Smart Tips planner, which no hub lists, in the section its words name', () => {
    const planner = lookupCalculator('focus-break-planner');
    expect(planner?.section).toBeUndefined();
    expect(planner?.subcategory).toBe(planner?.words.subcategory);
  });
});

describe('the short name a calculator page shows as its heading', () => {
  it('is the hub entry name for a listed tool, shorter than its search title', () => {
    const loan = entries.find((entry) => entry.slug === 'loan-payment');
    expect(loan?.name).toBe('Loan Payment Calculator');
    expect(loan?.title).toBe('Loan Payment Calculator – Monthly Payment & Interest');
  });

  it('is short for every calculator: no search-title dash, at most 60 characters', () => {
    for (const entry of entries) {
      expect(entry.name, entry.slug).not.toMatch(/\s[–—|]\s/);
      expect(entry.name.length, entry.slug).toBeLessThanOrEqual(60);
    }
  });
});
