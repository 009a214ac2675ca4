import { describe, expect, it } from 'vitest';
import { AGE_GRADED_EVENTS } from '../../../../../src/calculators/shared/sports/age-grading.schema.ts';
import { ageGrade, roadAgeFactors } from '../../../../../src/calculators/shared/sports/age-grading.ts';

describe('road age grading', () => {
  it('grades the open standard itself at 100 % in the prime years', () => {
    // MaleRoadStd2025.xlsx: 10 km open standard 1,584 s, factor 1.0000 at age 25.
    const grade = ageGrade('male', '10k', 25, 1584);
    expect(grade.percent).toBeCloseTo(100, 10);
    expect(grade.gradedSeconds).toBe(1584);
  });

  it('reads the first and last ages of the table', () => {
    // FemaleRoadStd2025.xlsx: 5 km factors 0.6903 at 5 and 0.1692 at 100, open standard 834 s.
    expect(ageGrade('female', '5k', 5, 1800).factor).toBe(0.6903);
    expect(ageGrade('female', '5k', 100, 1800).ageStandardSeconds).toBeCloseTo(834 / 0.1692, 6);
  });

  it('refuses an age outside the table', () => {
    expect(() => ageGrade('male', 'marathon', 101, 14_400)).toThrow(RangeError);
    expect(() => ageGrade('male', 'marathon', 4, 14_400)).toThrow(RangeError);
  });

  it('has a factor of at most 1 for every age, and 1 somewhere, in every event', () => {
    for (const rows of [roadAgeFactors.women, roadAgeFactors.men]) {
      for (const event of AGE_GRADED_EVENTS) {
        const factors = rows.find((row) => row.event === event)?.factors ?? [];
        expect(Math.max(...factors)).toBe(1);
      }
    }
  });
});
