import { describe, expect, it } from 'vitest';
import { weeksPlusDays } from '../../../../../src/calculators/shared/body/pregnancy.ts';

describe('weeksPlusDays', () => {
  it('always says both parts of a pregnancy age, unlike a date span', () => {
    expect(weeksPlusDays(14)).toBe('2 weeks, 0 days');
    expect(weeksPlusDays(152)).toBe('21 weeks, 5 days');
  });
});
