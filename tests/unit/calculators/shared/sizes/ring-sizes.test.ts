import { describe, expect, it } from 'vitest';
import {
  readLetterSize,
  readQuarterSize,
  ringByCircumference,
  ringBySize,
} from '../../../../../src/calculators/shared/sizes/ring-sizes.ts';

describe('ring sizes', () => {
  it('read quarter sizes and letters the ways people write them', () => {
    expect(['7', '7.25', '7 1/4', '7¼', '7½', '7 3/4'].map(readQuarterSize)).toEqual([7, 7.25, 7.25, 7.25, 7.5, 7.75]);
    expect(['N', 'n½', 'N 1/2', 'N.5', 'n half'].map(readLetterSize)).toEqual(['N', 'N½', 'N½', 'N½', 'N½']);
    expect(readQuarterSize('seven')).toBeUndefined();
    expect(readLetterSize('NN')).toBeUndefined();
  });

  it('find the ends of the chart and say which sizes it has', () => {
    expect(ringBySize('us', '3')).toMatchObject({ row: { uk: 'F', circumferenceMm: 44.2, jp: 4 } });
    expect(ringBySize('us', '13')).toMatchObject({ row: { circumferenceMm: 69.7, jp: 27 } });
    expect(ringBySize('us', '14')).toEqual({
      problem: '“14” is not a US size in this chart: it has 3 to 13 in quarter sizes (like 7, 7.25 or 7 1/2).',
    });
    expect(ringBySize('uk', 'A')).toEqual({
      problem: '“A” is not a UK size in this chart: it has the letters F to Z½, with halves (like N or N½).',
    });
    expect(ringBySize('jp', '3')).toEqual({
      problem: '“3” is not a Japanese size in this chart: it has whole sizes 4 to 27.',
    });
  });

  it('match a measurement to the nearest ring, and nothing well beyond the chart', () => {
    expect(ringByCircumference(54.2)?.us).toBe(7);
    expect(ringByCircumference(54)?.us).toBe(6.75);
    expect(ringByCircumference(43.6)?.us).toBe(3);
    expect(ringByCircumference(43.5)).toBeUndefined();
    expect(ringByCircumference(70.4)).toBeUndefined();
  });
});
