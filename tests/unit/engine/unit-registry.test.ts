import { describe, expect, it } from 'vitest';
import { convert, isUnitOf, qualifiedUnit, unitInfo } from '../../../src/engine/units/registry.ts';

/*
 * This file imports the registry alone (each test file has its own modules), so it sees what a
 * calculator page's island sees: only the families it has loaded.
 */
describe('the unit registry', () => {
  it('names a family that is not loaded instead of reading it as unknown', () => {
    expect(() => unitInfo('length', 'm')).toThrow('The units of "length" are not loaded');
    expect(() => isUnitOf('pressure', 'psi')).toThrow('not loaded');
    expect(qualifiedUnit('length:ft')).toBeUndefined();
  });

  it('reads a family once its file is imported, and only that file’s families', async () => {
    await import('../../../src/engine/units/loaders/space.ts');
    expect(unitInfo('length', 'ft').symbol).toBe('ft');
    expect(convert('length', 1, 'ft', 'in')).toBeCloseTo(12, 12);
    expect(qualifiedUnit('area:ft2')).toEqual({ family: 'area', unit: 'ft2' });
    expect(() => unitInfo('length', 'furlong')).toThrow('Unknown unit "furlong" in family "length"');
    expect(() => convert('pressure', 1, 'psi', 'kpa')).toThrow('The units of "pressure" are not loaded');
  });
});
