import { describe, expect, it } from 'vitest';
import { heatBandFor, heatSum } from '../../../../../src/calculators/shared/sports/heat-pace.ts';

describe('heatSum', () => {
  it('adds both readings in °F', () => {
    expect(heatSum(0, 0)).toBeCloseTo(64, 9);
    expect(heatSum(100, -40)).toBeCloseTo(172, 9);
  });
});

describe('heatBandFor', () => {
  it('puts each band’s top sum in that band', () => {
    expect(heatBandFor(100)).toMatchObject({ low: 0, high: 0 });
    expect(heatBandFor(110)).toMatchObject({ low: 0, high: 0.5 });
    expect(heatBandFor(180)).toMatchObject({ low: 8, high: 10 });
  });

  it('moves to the next band just above a boundary', () => {
    expect(heatBandFor(100.5)).toMatchObject({ low: 0, high: 0.5 });
    expect(heatBandFor(150.1)).toMatchObject({ low: 4.5, high: 6 });
  });

  it('keeps the top band beyond 180 and no slowdown in the cold', () => {
    expect(heatBandFor(200)).toMatchObject({ low: 8, high: 10 });
    expect(heatBandFor(-10)).toMatchObject({ low: 0, high: 0 });
  });
});
