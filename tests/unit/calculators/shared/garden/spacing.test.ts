import { describe, expect, it } from 'vitest';
import { groundPerPlant, rowSpacing } from '../../../../../src/calculators/shared/garden/spacing.ts';
import { weightForArea } from '../../../../../src/calculators/shared/garden/rates.ts';

describe('plant spacing', () => {
  it('gives each plant spacing² in a square grid and sin 60° of it in a triangular one', () => {
    expect(groundPerPlant(0.3, 'square')).toBeCloseTo(0.09, 12);
    expect(groundPerPlant(1, 'triangular')).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  it('keeps rows at the spacing in a square grid and closes them up in a triangular one', () => {
    expect(rowSpacing(12, 'square')).toBe(12);
    expect(rowSpacing(12, 'triangular')).toBeCloseTo(10.392, 3);
  });
});

describe('rates per 1,000 ft²', () => {
  it('turns 1 lb per 1,000 ft² over 1,000 ft² into exactly 1 lb, and nothing over no rate', () => {
    expect(weightForArea(1, 92.90304)).toBeCloseTo(0.45359237, 12);
    expect(weightForArea(0, 100)).toBe(0);
  });
});
