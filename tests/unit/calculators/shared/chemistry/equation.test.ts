import { describe, expect, it } from 'vitest';
import { balance, equationText, readEquation } from '../../../../../src/calculators/shared/chemistry/equation.ts';

const balanced = (equation: string): string => {
  const read = readEquation(equation);
  if (!read.ok) return read.message;
  const result = balance(read.species);
  return result.ok ? equationText(read.species, result.coefficients) : result.message;
};

describe('balancing chemical equations', () => {
  it.each([
    // OpenStax Chemistry 2e, 4.1, worked example: 2C2H6 + 7O2 → 4CO2 + 6H2O.
    ['C2H6 + O2 -> CO2 + H2O', '2 C2H6 + 7 O2 → 4 CO2 + 6 H2O'],
    // OpenStax Chemistry 2e, 4.1: 2H2O → 2H2 + O2.
    ['H2O -> H2 + O2', '2 H2O → 2 H2 + O2'],
    // Charge balances too: Cu + 2Ag+ → Cu2+ + 2Ag.
    ['Cu + Ag+ -> Cu2+ + Ag', 'Cu + 2 Ag+ → Cu2+ + 2 Ag'],
    // Coefficients typed in are ignored and worked out again.
    ['3Si + 5N2 = Si3N4', '3 Si + 2 N2 → Si3N4'],
    ['KMnO4 + HCl -> KCl + MnCl2 + H2O + Cl2', '2 KMnO4 + 16 HCl → 2 KCl + 2 MnCl2 + 8 H2O + 5 Cl2'],
    ['Cr2O7^2- + Fe2+ + H+ -> Cr3+ + Fe3+ + H2O', 'Cr2O7^2- + 6 Fe2+ + 14 H+ → 2 Cr3+ + 6 Fe3+ + 7 H2O'],
    ['CuSO4·5H2O -> CuSO4 + H2O', 'CuSO4·5H2O → CuSO4 + 5 H2O'],
  ])('balances %s', (equation, expected) => {
    expect(balanced(equation)).toBe(expected);
  });

  it('says when an equation cannot balance', () => {
    expect(balanced('NaCl -> KBr')).toMatch(/cannot be balanced/);
    expect(balanced('H2O -> H2O2')).toMatch(/cannot be balanced/);
  });

  it('says when there are several independent ways to balance', () => {
    expect(balanced('H2 + O2 -> H2O + H2O2')).toMatch(/2 independent ways/);
  });

  it('explains what it cannot read', () => {
    expect(balanced('H2 + O2')).toMatch(/arrow/);
    expect(balanced('H2 + Xy -> H2Xy')).toMatch(/“Xy” is not an element symbol/);
    expect(balanced('H2 +  + O2 -> H2O')).toMatch(/cannot be read/);
  });
});
