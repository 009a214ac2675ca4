import { describe, expect, it } from 'vitest';
import { rawWeightFor } from '../../../../../src/calculators/shared/events/food.ts';
import { CAKE_TIER_SIZES, weddingServings } from '../../../../../src/calculators/shared/events/cake-servings.ts';

describe('raw meat for a cooked weight', () => {
  it('is the cooked weight itself at a 100 % yield and twice it at 50 %', () => {
    expect(rawWeightFor(2, 100)).toBe(2);
    expect(rawWeightFor(2, 50)).toBe(4);
  });
});

describe('Wilton wedding servings', () => {
  it('grow with the tier size, and a square tier always serves more than a round one', () => {
    for (const [index, size] of CAKE_TIER_SIZES.entries()) {
      expect(weddingServings('square', size)).toBeGreaterThan(weddingServings('round', size));
      if (index > 0) {
        expect(weddingServings('round', size)).toBeGreaterThan(weddingServings('round', CAKE_TIER_SIZES[index - 1]!));
      }
    }
  });
});
