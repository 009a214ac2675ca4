import { describe, expect, it } from 'vitest';
import { parseFormula } from '../../../../../src/calculators/shared/chemistry/formula.ts';
import { molarMass } from '../../../../../src/calculators/shared/chemistry/molar-mass.ts';

const counts = (formula: string) => {
  const parsed = parseFormula(formula);
  return parsed.ok ? Object.fromEntries(parsed.counts) : parsed.message;
};

describe('parseFormula', () => {
  it('reads parentheses, brackets and nested groups', () => {
    expect(counts('Ca(OH)2')).toEqual({ Ca: 1, O: 2, H: 2 });
    expect(counts('K4[Fe(CN)6]')).toEqual({ K: 4, Fe: 1, C: 6, N: 6 });
    expect(counts('Al2(SO4)3')).toEqual({ Al: 2, S: 3, O: 12 });
  });

  it('reads hydrates with any of the usual dots', () => {
    for (const written of ['CuSO4·5H2O', 'CuSO4*5H2O', 'CuSO4.5H2O']) {
      expect(counts(written)).toEqual({ Cu: 1, S: 1, O: 9, H: 10 });
    }
  });

  it('reads charges written with a caret, braces or directly', () => {
    expect(parseFormula('SO4^2-')).toMatchObject({ ok: true, charge: -2 });
    expect(parseFormula('SO4{2-}')).toMatchObject({ ok: true, charge: -2 });
    expect(parseFormula('Fe3+')).toMatchObject({ ok: true, charge: 3 });
    expect(parseFormula('OH-')).toMatchObject({ ok: true, charge: -1 });
    expect(parseFormula('NH4+')).toMatchObject({ ok: true, charge: 1 });
  });

  it('names an unknown element and a lower-case start', () => {
    expect(counts('XyO2')).toMatch(/“Xy” is not an element symbol/);
    expect(counts('co2')).toMatch(/capital letter/);
  });

  it('says when a bracket is not closed or not opened', () => {
    expect(counts('Ca(OH2')).toMatch(/never closed/);
    expect(counts('CaOH)2')).toMatch(/no opening bracket/);
    expect(counts('')).toMatch(/Enter a formula/);
  });

  it('refuses a count of 0, which names nothing, but reads 10 and other counts with zeros', () => {
    expect(counts('B0')).toMatch(/count at position 2 is 0/);
    expect(counts('Ca(OH)0')).toMatch(/count at position 7 is 0/);
    expect(counts('CuSO4·0H2O')).toMatch(/hydrate count of 0/);
    expect(counts('C10H8')).toEqual({ C: 10, H: 8 });
  });
});

describe('molarMass', () => {
  it('adds the IUPAC atomic weights', () => {
    const water = parseFormula('H2O');
    expect(water.ok && molarMass(water.counts)).toBeCloseTo(18.015, 3);
  });
});
