import { describe, expect, it } from 'vitest';
import {
  classStandards,
  hasStandards,
  strengthLevel,
} from '../../../../../src/calculators/shared/sports/strength-standards.ts';

describe('ExRx strength standards', () => {
  it('puts a body weight on a class limit in that class, and one just above in the next', () => {
    // ExRx bench press, men 18–39: 181 lb class 130/165/200/275/345, 198 lb class 135/175/215/290/360.
    expect(classStandards('bench', 'male', 181)).toEqual({ classLabel: '181', levelsLb: [130, 165, 200, 275, 345] });
    expect(classStandards('bench', 'male', 181.1).classLabel).toBe('198');
  });

  it('uses the lightest class below it and the open class above the last limit', () => {
    expect(classStandards('press', 'female', 80).classLabel).toBe('97');
    expect(classStandards('press', 'female', 198.5)).toEqual({ classLabel: '199+', levelsLb: [60, 80, 95, 125, 160] });
    expect(classStandards('deadlift', 'male', 400).classLabel).toBe('320+');
  });

  it('has no women’s squat table', () => {
    expect(hasStandards('squat', 'female')).toBe(false);
    expect(() => classStandards('squat', 'female', 150)).toThrow(RangeError);
  });

  it('reaches a level at its standard exactly and stays below it a little under', () => {
    const levels = [130, 165, 200, 275, 345];
    expect(strengthLevel(200, levels)).toBe('Intermediate');
    expect(strengthLevel(199.9, levels)).toBe('Novice');
    expect(strengthLevel(129, levels)).toBe('Below untrained');
    expect(strengthLevel(1000, levels)).toBe('Elite');
  });
});
