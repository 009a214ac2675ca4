import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitGroupOf } from '../../../src/lib/unit-groups.ts';

const CALCULATORS = 'src/calculators';
const CONVERSIONS = /\b(?:convert|toBase|fromBase|unitInfo|unitsOf|isUnitOf)\(\s*'(\w+)'/g;
/** A conversion whose family is not written out: only `convert.ts`, which loads every family, may serve it. */
const UNNAMED_FAMILY = /\b(?:convert|toBase|fromBase|unitInfo|unitsOf|isUnitOf|qualifiedUnit)\(\s*[^'\s]/;

const sources = readdirSync(CALCULATORS, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => ({ name, code: readFileSync(join(CALCULATORS, name), 'utf8') }))
  .filter(({ code }) => code.includes("engine/units/registry.ts'"));

/*
 * A calculator that converts through the unit registry loads the families it names itself: its
 * page loads only the families of its fields and results, so a family named only in its compute
 * would be missing in the browser (the build and most tests load every family and would not see it).
 */
describe('calculators converting units through the registry', () => {
  it('are found (the check is not empty)', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  for (const { name, code } of sources) {
    it(`${name} imports the family file of every family it converts`, () => {
      const named = [...code.matchAll(CONVERSIONS)].map((match) => match[1] ?? '');
      const missing = named.filter((family) => {
        const group = unitGroupOf(family);
        return !group || !code.includes(`engine/units/loaders/${group}.ts'`);
      });
      expect(missing).toEqual([]);
      expect(UNNAMED_FAMILY.exec(code)?.[0]).toBeUndefined();
    });
  }
});
