import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unitGroupOf } from '../../../src/lib/unit-groups.ts';

const CALCULATORS = 'src/calculators';
const CONVERSIONS = /\b(?:convert|toBase|fromBase|unitInfo|unitsOf|isUnitOf)\(\s*'(\w+)'/g;
/** A conversion whose family is not written out: only `convert.ts`, which loads every family, may serve it. */
const UNNAMED_FAMILY = /\b(?:convert|toBase|fromBase|unitInfo|unitsOf|isUnitOf|qualifiedUnit)\(\s*[^'\s]/;

/**
 * The single-family converters' code converts only the family of the converter's own fields and
 * results, which its page loads before that code runs (src/lib/unit-groups.ts), so it names no
 * family file; a browser test converts on a converter page with only its family loaded.
 */
const OWN_FAMILY_ONLY = new Set(
  ['converter.ts', 'converter-view.tsx', 'formula.ts', 'limits.ts'].map((file) => join('shared', 'units', file)),
);

/** The pets' conversions: the registry's, with the family files the pet formulas name. */
const PET_UNITS = readFileSync(join(CALCULATORS, 'shared', 'pets', 'units.ts'), 'utf8');

const sources = readdirSync(CALCULATORS, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !OWN_FAMILY_ONLY.has(name))
  .map((name) => ({ name, code: readFileSync(join(CALCULATORS, name), 'utf8') }))
  // A pet formula's imports include those of the pets' conversions it imports.
  .map(({ name, code }) => ({ name, code: code.includes("shared/pets/units.ts'") ? `${code}\n${PET_UNITS}` : code }))
  .filter(({ code }) => code.includes("engine/units/registry.ts'"));

/*
 * A calculator that converts through the unit registry loads the families it names itself: its
 * page loads only the families of its fields and results, so a family named only in its compute
 * would be missing in the browser (the build and most tests load every family and would not see it).
 */
describe('calculators converting units through the registry', () => {
  it('are found (the check is not empty), the pet formulas among them', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(sources.some(({ name }) => name.endsWith('horse-weight-heart-girth.ts'))).toBe(true);
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
