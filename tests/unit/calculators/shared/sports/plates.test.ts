import { describe, expect, it } from 'vitest';
import { KG_PER_LB, loadBar } from '../../../../../src/calculators/shared/sports/plates.ts';

describe('loading a barbell', () => {
  it('makes a weight exactly where greedy loading would stop short', () => {
    expect(loadBar(29.5, 20, 'kg')).toEqual({ plates: [2.5, 1.25, 1], loadedKg: 29.5 });
  });

  it('loads the nearest lower weight the plates make', () => {
    const load = loadBar(100.3, 20, 'kg');
    expect(load.plates).toEqual([25, 15]);
    expect(load.loadedKg).toBe(100);
    expect(loadBar(140 * KG_PER_LB, 45 * KG_PER_LB, 'lb').plates).toEqual([45, 2.5]);
  });

  it('leaves the bar empty at its own weight', () => {
    expect(loadBar(20, 20, 'kg')).toEqual({ plates: [], loadedKg: 20 });
  });

  it('reads a pound target converted to kilograms without losing a plate', () => {
    expect(loadBar(225 * KG_PER_LB, 45 * KG_PER_LB, 'lb').plates).toEqual([45, 45]);
  });
});
