import { describe, expect, it } from 'vitest';
import { convert, fromBase, toBase, unitsOf } from '../../../src/engine/units/convert.ts';
import { UNIT_FAMILIES, type UnitFamily } from '../../../src/engine/units/table.ts';

describe('unit factors', () => {
  it('use the exact legal definitions (NIST SP 811)', () => {
    expect(convert('length', 1, 'in', 'mm')).toBeCloseTo(25.4, 12);
    expect(convert('length', 1, 'mi', 'm')).toBeCloseTo(1609.344, 9);
    expect(convert('mass', 1, 'lb', 'kg')).toBeCloseTo(0.45359237, 12);
    expect(convert('volume', 1, 'gal', 'l')).toBeCloseTo(3.785411784, 12);
    expect(convert('volume', 1, 'cup', 'ml')).toBeCloseTo(236.5882365, 9);
    expect(convert('pressure', 1, 'atm', 'psi')).toBeCloseTo(14.69594877551, 9);
    expect(convert('energy', 1, 'kcal', 'kj')).toBeCloseTo(4.184, 12);
  });

  it('converts temperature on its own scale', () => {
    expect(convert('temperature', 100, 'c', 'f')).toBeCloseTo(212, 12);
    expect(convert('temperature', -40, 'f', 'c')).toBeCloseTo(-40, 12);
    expect(convert('temperature', 0, 'c', 'k')).toBeCloseTo(273.15, 12);
  });

  it('handles fuel economy, including the reciprocal L/100 km', () => {
    expect(convert('fuelEconomy', 30, 'mpg', 'l100km')).toBeCloseTo(7.840486, 5);
    expect(convert('fuelEconomy', 10, 'l100km', 'kml')).toBeCloseTo(10, 12);
  });

  it('round-trips every unit of every family', () => {
    for (const family of Object.keys(UNIT_FAMILIES) as UnitFamily[]) {
      for (const unit of unitsOf(family)) {
        for (const value of [1, 37.5, 1e6]) {
          expect(fromBase(family, toBase(family, value, unit), unit)).toBeCloseTo(value, 6);
        }
      }
    }
  });
});
