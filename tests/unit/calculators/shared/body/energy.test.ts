import { describe, expect, it } from 'vitest';
import { calorieFloorNote, KJ_PER_KCAL } from '../../../../../src/calculators/shared/body/energy.ts';

describe('KJ_PER_KCAL', () => {
  it('comes from the unit table as exactly 4.184, the thermochemical kilocalorie', () => {
    expect(KJ_PER_KCAL).toBe(4.184);
  });
});

describe('calorieFloorNote', () => {
  it('warns below the women’s floor, then below the men’s, and says nothing above both', () => {
    expect(calorieFloorNote(1100)).toContain('below 1,200 kcal a day');
    expect(calorieFloorNote(1300)).toContain('below 1,500 kcal a day');
    expect(calorieFloorNote(1500)).toBeUndefined();
  });
});
