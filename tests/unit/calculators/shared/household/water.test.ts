import { describe, expect, it } from 'vitest';
import { waterHeatingJoules, waterPricePerCubicMetre } from '../../../../../src/calculators/shared/household/water.ts';

describe('water price per cubic metre', () => {
  it('keeps a price per cubic metre as it is', () => {
    expect(waterPricePerCubicMetre(3.5, 'm3').toNumber()).toBe(3.5);
  });

  it('divides a price per 1,000 US gallons by 3.785411784 m³', () => {
    expect(waterPricePerCubicMetre(3.785411784, 'kgal').toNumber()).toBeCloseTo(1, 12);
  });

  it('divides a price per 100 cubic feet (ccf) by 2.8316846592 m³', () => {
    expect(waterPricePerCubicMetre(2.8316846592, 'ccf').toNumber()).toBeCloseTo(1, 12);
  });

  it('gives 0 for free water', () => {
    expect(waterPricePerCubicMetre(0, 'ccf').toNumber()).toBe(0);
  });
});

describe('water heating energy', () => {
  it('takes 4186 J to warm one litre by one kelvin', () => {
    expect(waterHeatingJoules(0.001, 1)).toBeCloseTo(4186, 9);
  });

  it('takes nothing for no temperature rise', () => {
    expect(waterHeatingJoules(0.1, 0)).toBe(0);
  });
});
