import { describe, expect, it } from 'vitest';
import { coolantChange, coolantFreezingPoint } from '../../../../../src/calculators/shared/vehicles/coolant.ts';

describe('coolantFreezingPoint', () => {
  it('gives the table rows exactly, plain water included', () => {
    expect(coolantFreezingPoint(0)).toBe(0);
    expect(coolantFreezingPoint(30)).toBe(-16);
    expect(coolantFreezingPoint(60)).toBe(-55);
  });

  it('interpolates on a straight line between rows', () => {
    expect(coolantFreezingPoint(45)).toBeCloseTo(-31, 10);
    expect(coolantFreezingPoint(5)).toBeCloseTo(-1.5, 10);
  });

  it('holds the end values outside the table', () => {
    expect(coolantFreezingPoint(-1)).toBe(0);
    expect(coolantFreezingPoint(70)).toBe(-55);
  });
});

describe('coolantChange', () => {
  it('drains nothing when the mix is already at the target', () => {
    expect(coolantChange(8, 50, 50)).toEqual({ drain: 0, refill: 'concentrate' });
  });

  it('strengthens plain water with concentrate: half the system for 50 %', () => {
    expect(coolantChange(10, 0, 50)).toEqual({ drain: 5, refill: 'concentrate' });
  });

  it('weakens undiluted concentrate with water', () => {
    expect(coolantChange(10, 100, 50)).toEqual({ drain: 5, refill: 'water' });
  });

  it('never divides by zero at the ends of the scale', () => {
    expect(coolantChange(10, 100, 100).drain).toBe(0);
    expect(coolantChange(10, 0, 0).drain).toBe(0);
  });
});
