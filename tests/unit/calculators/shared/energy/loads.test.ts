import { describe, expect, it } from 'vitest';
import { loadPeak, pairLoads } from '../../../../../src/calculators/shared/energy/loads.ts';

const fridgeAndPump = pairLoads([700, 1050, 300], [2200, 2150, 0]);

describe('the load a generator or inverter carries', () => {
  it('adds only the largest start-up extra when motors start one at a time', () => {
    expect(loadPeak(fridgeAndPump, 'one')).toEqual({ running: 2050, extra: 1500, peak: 3550 });
  });

  it('adds every start-up extra when motors may start together', () => {
    expect(loadPeak(fridgeAndPump, 'all')).toEqual({ running: 2050, extra: 2600, peak: 4650 });
  });

  it('treats a starting figure below the running watts (or 0) as no surge', () => {
    expect(loadPeak(pairLoads([1500], [0]), 'one')).toEqual({ running: 1500, extra: 0, peak: 1500 });
  });

  it('gives zero for appliances drawing nothing', () => {
    expect(loadPeak(pairLoads([0, 0], [0, 0]), 'all').peak).toBe(0);
  });
});
