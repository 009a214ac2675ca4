import { describe, expect, it } from 'vitest';
import { calorieFloorNote } from '../../../../../src/calculators/shared/body/energy.ts';

describe('calorieFloorNote', () => {
  it('warns below the women’s floor, then below the men’s, and says nothing above both', () => {
    expect(calorieFloorNote(1100)).toContain('below 1,200 kcal a day');
    expect(calorieFloorNote(1300)).toContain('below 1,500 kcal a day');
    expect(calorieFloorNote(1500)).toBeUndefined();
  });
});
