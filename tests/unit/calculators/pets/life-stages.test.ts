import { describe, expect, it } from 'vitest';
import { felineLifeStage } from '../../../../src/calculators/pets/cat-age-human-years.ts';
import { humanYearsFromChart } from '../../../../src/calculators/shared/pets/human-years.ts';

describe('feline life stages change exactly at the guideline birthdays', () => {
  it.each([
    [0.99, 'Kitten'],
    [1, 'Young adult'],
    [6.99, 'Young adult'],
    [7, 'Mature adult'],
    [10, 'Mature adult'],
    [10.01, 'Senior'],
  ])('%s years is %s', (age, stage) => {
    expect(felineLifeStage(age)).toMatch(new RegExp(`^${stage}`));
  });
});

describe('a human-years chart is read between rows and not beyond them', () => {
  const chart = [15, 24, 28];
  it('reads the first and last rows exactly', () => {
    expect(humanYearsFromChart(1, chart)).toBe(15);
    expect(humanYearsFromChart(3, chart)).toBe(28);
  });
  it('interpolates half way between rows', () => {
    expect(humanYearsFromChart(1.5, chart)).toBe(19.5);
  });
  it('gives nothing before the first row or after the last', () => {
    expect(humanYearsFromChart(0.99, chart)).toBeUndefined();
    expect(humanYearsFromChart(3.01, chart)).toBeUndefined();
  });
});
