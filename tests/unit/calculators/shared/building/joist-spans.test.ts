import { describe, expect, it } from 'vitest';
import floorJoistSpan from '../../../../../src/calculators/construction/floor-joist-span.ts';
import {
  feetInchesPrinted,
  joistLumberTable,
  joistSpan,
  joistSpansBySize,
  type JoistGrade,
  type JoistSpecies,
} from '../../../../../src/calculators/shared/building/joist-spans.ts';

/*
 * IRC 2018 Table R502.3.1(2), floor joists for living areas (40 psf live load, L/360), the
 * spruce-pine-fir rows as printed in the 2018 Seattle Residential Code, Chapter 5. Spans in ft-in for
 * 2x6, 2x8, 2x10 and 2x12; No. 1 and No. 2 share one row. The table prints no No. 3 spans for a
 * 20 psf dead load.
 */
const SPF_TABLE: Record<10 | 20, Record<string, Partial<Record<'select-structural' | 'no-2' | 'no-3', string>>>> = {
  10: {
    '12': { 'select-structural': `10-6 13-10 17-8 21-6`, 'no-2': `10-3 13-6 17-3 20-7`, 'no-3': `8-8 11-0 13-5 15-7` },
    '16': { 'select-structural': `9-6 12-7 16-0 19-6`, 'no-2': `9-4 12-3 15-5 17-10`, 'no-3': `7-6 9-6 11-8 13-6` },
    '19.2': { 'select-structural': `9-0 11-10 15-1 18-4`, 'no-2': `8-9 11-6 14-1 16-3`, 'no-3': `6-10 8-8 10-7 12-4` },
    '24': { 'select-structural': `8-4 11-0 14-0 17-0`, 'no-2': `8-1 10-3 12-7 14-7`, 'no-3': `6-2 7-9 9-6 11-0` },
  },
  20: {
    '12': { 'select-structural': `10-6 13-10 17-8 21-6`, 'no-2': `10-3 13-3 16-3 18-10` },
    '16': { 'select-structural': `9-6 12-7 16-0 19-6`, 'no-2': `9-1 11-6 14-1 16-3` },
    '19.2': { 'select-structural': `9-0 11-10 15-1 17-9`, 'no-2': `8-3 10-6 12-10 14-10` },
    '24': { 'select-structural': `8-4 11-0 13-8 15-11`, 'no-2': `7-5 9-5 11-6 13-4` },
  },
};

const inches = (printed: string) => {
  const [feet = '0', rest = '0'] = printed.split('-');
  return Number(feet) * 12 + Number(rest);
};

const design = (species: JoistSpecies, grade: JoistGrade, spacingInches: number, deadPsf = 10) => ({
  species,
  grade,
  spacingInches,
  livePsf: 40,
  deadPsf,
  deflectionRatio: 360,
});

describe('floor joist spans from NDS 2018 design values', () => {
  it('reproduces every spruce-pine-fir span of IRC 2018 Table R502.3.1(2), No. 1 and No. 2 alike', () => {
    let checked = 0;
    for (const dead of [10, 20] as const) {
      for (const [spacing, grades] of Object.entries(SPF_TABLE[dead])) {
        for (const [grade, row] of Object.entries(grades)) {
          const expected = row.split(' ').map(inches);
          const sameRow = grade === 'no-2' ? (['no-1', 'no-2'] as const) : ([grade as JoistGrade] as const);
          for (const each of sameRow) {
            const spans = joistSpansBySize(design('spruce-pine-fir', each, Number(spacing), dead));
            expect(
              spans.map((row) => row.span.tableInches),
              `${each} at ${spacing} in, dead ${dead}`,
            ).toEqual(expected);
            checked += expected.length;
          }
        }
      }
    }
    expect(checked).toBe(112);
  });

  it('names deflection for stiff-limited spans and bending for heavily loaded ones', () => {
    const light = joistSpan({ ...design('spruce-pine-fir', 'select-structural', 12), size: '2x10' });
    expect(light.governs).toBe('deflection');
    expect(light.tableInches).toBe(Math.round(light.deflectionInches));
    const heavy = joistSpan({ ...design('spruce-pine-fir', 'no-3', 24), size: '2x10' });
    expect(heavy.governs).toBe('bending');
    expect(heavy.tableInches).toBe(Math.round(heavy.bendingInches));
  });

  it('spans further with deeper joists, closer spacing, a lighter load and a looser deflection limit', () => {
    for (const species of joistLumberTable.species.map((row) => row.key)) {
      for (const grade of ['select-structural', 'no-1', 'no-2', 'no-3'] as const) {
        const bySize = joistSpansBySize(design(species, grade, 16)).map((row) => row.span.tableInches);
        bySize.slice(1).forEach((span, index) => {
          expect(span).toBeGreaterThan(bySize[index] ?? Infinity);
        });
        const at = (changes: Partial<ReturnType<typeof design>>) =>
          joistSpan({ ...design(species, grade, 16), ...changes, size: '2x10' }).tableInches;
        expect(at({ spacingInches: 12 })).toBeGreaterThanOrEqual(at({}));
        expect(at({ spacingInches: 24 })).toBeLessThan(at({}));
        expect(at({ deadPsf: 20 })).toBeLessThanOrEqual(at({}));
        expect(at({ livePsf: 30 })).toBeGreaterThan(at({}));
        expect(at({ deflectionRatio: 480 })).toBeLessThanOrEqual(at({}));
      }
    }
  });

  it('ranks the grades of a species from Select Structural down to No. 3', () => {
    for (const species of joistLumberTable.species.map((row) => row.key)) {
      const spans = (['select-structural', 'no-1', 'no-2', 'no-3'] as const).map(
        (grade) => joistSpan({ ...design(species, grade, 16), size: '2x12' }).tableInches,
      );
      spans.slice(1).forEach((span, index) => {
        expect(span).toBeLessThanOrEqual(spans[index] ?? 0);
      });
    }
  });

  it('prints whole inches as feet and inches', () => {
    expect(feetInchesPrinted(185)).toBe(`15'-5"`);
    expect(feetInchesPrinted(96)).toBe(`8'-0"`);
    expect(feetInchesPrinted(143.6)).toBe(`12'-0"`);
  });
});

describe('floor joist span calculator', () => {
  const inputs = {
    species: 'hem-fir',
    grade: 'no-3',
    size: '2x12',
    spacing: '24',
    liveLoad: '40',
    deadLoad: '20',
    deflection: '480',
    plannedSpan: 0,
  } as const;

  it('skips the check when no span is planned', () => {
    const result = floorJoistSpan.compute(inputs);
    expect(result.check).toBe('Enter a planned joist span to check it.');
    expect(result.sizes.map((row) => row.planned)).toEqual(['–', '–', '–', '–']);
  });

  it('says no size reaches a span longer than the 2x12 allows, and marks every size too long', () => {
    const result = floorJoistSpan.compute({ ...inputs, plannedSpan: 10_000 });
    expect(result.check).toMatch(/^Too long/);
    expect(result.smallest).toMatch(/^None up to 2x12/);
    expect(result.sizes.every((row) => row.planned === 'too long')).toBe(true);
  });

  it('accepts a planned span exactly at the maximum', () => {
    const result = floorJoistSpan.compute(inputs);
    expect(floorJoistSpan.compute({ ...inputs, plannedSpan: result.maxSpan }).check).toMatch(/^OK/);
  });
});
