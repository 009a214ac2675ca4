import { describe, expect, it } from 'vitest';
import blockWall from '../../../../src/calculators/construction/concrete-block-wall.ts';
import brickWall from '../../../../src/calculators/construction/brick-wall-count.ts';

const FOOT = 0.3048;
const wall = {
  length: 10 * FOOT,
  height: 10 * FOOT,
  waste: 0,
  perMortarBag: 12,
  pricePerUnit: 0,
  pricePerMortarBag: 0,
};

describe('block and brick walls', () => {
  it('refuses openings as large as the wall, at the openings field', () => {
    const errors = brickWall.validate?.({ ...wall, brick: 'modular', openings: 100 * FOOT * FOOT }) ?? [];
    expect(errors.map((error) => error.field)).toEqual(['openings']);
  });

  it('leaves a door out of the wall: 100 ft² less a 3 × 7 ft door is 79 ft², 88.875 → 89 blocks', () => {
    const result = blockWall.compute({ ...wall, block: 'cmu8x16', openings: 21 * FOOT * FOOT });
    expect(result.units).toBe(89);
  });

  it('lays 12.5 metric 390 × 190 mm blocks (400 × 200 mm with joints) to the square metre', () => {
    const result = blockWall.compute({ ...wall, block: 'metric390x190', length: 4, height: 2, openings: 0 });
    expect(result.units).toBe(100);
  });

  it('gives a price only when prices are entered, adding bricks and mortar', () => {
    const result = brickWall.compute({
      ...wall,
      brick: 'modular',
      openings: 0,
      pricePerUnit: 0.5,
      pricePerMortarBag: 8,
    });
    // 675 bricks at $0.50 and 57 bags (675 ÷ 12, rounded up) at $8; no waste, so bought = laid.
    expect(result.cost).toBe(337.5 + 57 * 8);
  });
});
