import { describe, expect, it } from 'vitest';
import { courseHandicap, handicapIndex } from '../../../../../src/calculators/shared/sports/golf.ts';

describe('handicapIndex', () => {
  it('issues no index from fewer than 3 differentials', () => {
    expect(handicapIndex([12, 14])).toBeUndefined();
  });

  it('counts only the most recent 20 of a longer record', () => {
    const old = [0, 0, 0];
    const recent = Array.from({ length: 20 }, (_, i) => 10 + i);
    const result = handicapIndex([...old, ...recent]);
    expect(result?.index).toBe(13.5);
    expect(result?.countedPositions.has(0)).toBe(false);
  });

  it('never issues more than 54.0', () => {
    expect(handicapIndex([70, 80, 90, 75, 85])?.index).toBe(54);
  });

  it('keeps a plus index negative', () => {
    expect(handicapIndex([-1.2, 0.4, 1.5, 2.2, 0.8])?.index).toBe(-1.2);
  });
});

describe('courseHandicap', () => {
  it('rounds a Course Handicap of exactly .5 up', () => {
    expect(courseHandicap(10.5, 113, 72, 72).rounded).toBe(11);
  });
});
