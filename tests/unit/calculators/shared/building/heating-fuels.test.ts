import { describe, expect, it } from 'vitest';
import {
  copFromHspf,
  costPerKwh,
  costPerMillionBtu,
  costPerTherm,
  gasBtuPerUnit,
  liquidBtuPerUnit,
  millionBtuOf,
} from '../../../../../src/calculators/shared/building/heating-fuels.ts';

describe('cost of delivered heat', () => {
  it('follows the EIA formula: $1.00 per therm of gas at 100 % is $10 per million Btu', () => {
    expect(costPerMillionBtu(1, gasBtuPerUnit('therm'), 1).toNumber()).toBe(10);
  });

  it('reads a gas price per ccf or Mcf with 1,037 Btu per cubic foot', () => {
    expect(gasBtuPerUnit('ccf')).toBe(103_700);
    expect(gasBtuPerUnit('mcf')).toBe(1_037_000);
  });

  it('turns a price per litre into the heat of a litre (a US gallon is 3.785411784 L)', () => {
    expect(liquidBtuPerUnit(138_500, 'l')).toBeCloseTo(138_500 / 3.785411784, 6);
    expect(liquidBtuPerUnit(91_452, 'gal')).toBe(91_452);
  });

  it('divides by the efficiency: 80 % AFUE costs a quarter more than 100 %', () => {
    const full = costPerMillionBtu(2, 100_000, 1);
    expect(costPerMillionBtu(2, 100_000, 0.8).toNumber()).toBe(full.times(1.25).toNumber());
  });

  it('gives free fuel a cost of 0', () => {
    expect(costPerMillionBtu(0, 20_000_000, 0.7).toNumber()).toBe(0);
  });

  it('turns HSPF2 into a seasonal COP: 3.412 Btu per Wh is a COP of 1', () => {
    expect(copFromHspf(3.412)).toBeCloseTo(1, 12);
    expect(copFromHspf(7.5)).toBeCloseTo(2.198, 3);
  });

  it('gives the price per therm and per kWh of heat from the price per million Btu', () => {
    const perMillion = costPerMillionBtu(0.1598, 3412, 1);
    expect(costPerTherm(perMillion).toNumber()).toBeCloseTo(4.6835, 4);
    expect(costPerKwh(perMillion).toNumber()).toBeCloseTo(0.1598, 10);
  });

  it('reads a heat need in joules as millions of Btu', () => {
    expect(millionBtuOf(1_055_055_852.62)).toBeCloseTo(1, 9);
    expect(millionBtuOf(0)).toBe(0);
  });
});
