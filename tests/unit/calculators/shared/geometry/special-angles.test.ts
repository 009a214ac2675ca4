import { describe, expect, it } from 'vitest';
import { exactTrigValues, radiansAsPi } from '../../../../../src/calculators/shared/geometry/special-angles.ts';
import { quadrantText, trigValues } from '../../../../../src/calculators/shared/geometry/trig.ts';

const DEGREE = Math.PI / 180;

// Expected values: OpenStax Precalculus 2e, §5.3 (special angles and reference angles) and the
// half-angle values sin 15° = (√6 − √2)/4, tan 15° = 2 − √3.
describe('exact trigonometric values at special angles', () => {
  it.each([
    [0, { sin: '0', cos: '1', tan: '0', csc: null, sec: '1', cot: null }],
    [180, { sin: '0', cos: '−1', tan: '0', csc: null, sec: '−1', cot: null }],
    [270, { sin: '−1', cos: '0', tan: null, csc: '−1', sec: null, cot: '0' }],
    [210, { sin: '−1/2', cos: '−√3/2', tan: '√3/3', csc: '−2', sec: '−2√3/3', cot: '√3' }],
    [300, { sin: '−√3/2', cos: '1/2', tan: '−√3', csc: '−2√3/3', sec: '2', cot: '−√3/3' }],
    [15, { sin: '(√6 − √2)/4', cos: '(√6 + √2)/4', tan: '2 − √3', csc: '√6 + √2', sec: '√6 − √2', cot: '2 + √3' }],
    [
      -15,
      {
        sin: '−(√6 − √2)/4',
        cos: '(√6 + √2)/4',
        tan: '−(2 − √3)',
        csc: '−(√6 + √2)',
        sec: '√6 − √2',
        cot: '−(2 + √3)',
      },
    ],
    [765, { sin: '√2/2', cos: '√2/2', tan: '1', csc: '√2', sec: '√2', cot: '1' }],
  ])('at %i°', (degrees, expected) => {
    expect(exactTrigValues(degrees)).toEqual(expected);
  });

  it('gives no exact values away from multiples of 15°', () => {
    expect(exactTrigValues(20)).toBeUndefined();
    expect(exactTrigValues(30.5)).toBeUndefined();
  });

  it('writes multiples of 15° as multiples of π', () => {
    expect([0, 30, 45, 90, 120, 180, 270, 360, -135].map(radiansAsPi)).toEqual([
      '0',
      'π/6',
      'π/4',
      'π/2',
      '2π/3',
      'π',
      '3π/2',
      '2π',
      '−3π/4',
    ]);
  });
});

describe('trigonometric values as text', () => {
  it('states undefined values instead of a huge number, also for an angle typed in radians', () => {
    expect(trigValues(Math.PI / 2).tan).toBe('Undefined (cos 90° = 0)');
    expect(trigValues(Math.PI).cot).toBe('Undefined (sin 180° = 0)');
    expect(trigValues(-90 * DEGREE).sec).toBe('Undefined (cos −90° = 0)');
  });

  it('shows sin 180° as 0, not float noise', () => {
    expect(trigValues(Math.PI).sin).toBe('0');
    expect(trigValues(2 * Math.PI).sin).toBe('0');
  });

  it('shows a large finite tangent just beside 90°', () => {
    expect(trigValues(89.999 * DEGREE).tan).toBe('57,295.78');
  });

  it('names the quadrant or the axis', () => {
    expect(quadrantText(200 * DEGREE)).toBe('Quadrant III, reference angle 20°');
    expect(quadrantText(-90 * DEGREE)).toBe('On the negative y-axis');
  });
});
