import { describe, expect, it } from 'vitest';
import { amdrNote } from '../../../../../src/calculators/shared/body/macronutrients.ts';

describe('amdrNote', () => {
  it('confirms a split inside every adult range', () => {
    expect(amdrNote({ protein: 20, carbohydrate: 50, fat: 30 }, 250, false)).toMatch(/^All three are within/);
  });

  it('names a share outside its range and a carbohydrate intake below the RDA', () => {
    const note = amdrNote({ protein: 30, carbohydrate: 20, fat: 50 }, 100, true);
    expect(note).toContain('Carbohydrate at 20 % is outside the 45–65 % range');
    expect(note).toContain('Fat at 50 % is outside the 20–35 % range');
    expect(note).toContain('To raise carbohydrate');
    expect(note).toContain('below the 130 g a day adult RDA');
  });
});
