import { describe, expect, it } from 'vitest';
import { parseTireSize, trueSpeed, tireSize } from '../../../../../src/calculators/shared/vehicles/tire-size.ts';

const INCH = 0.0254;

describe('parseTireSize', () => {
  it.each([
    ['225/45R17', 0.225, 45, 17],
    ['P225/45R17', 0.225, 45, 17],
    ['225/45ZR17 94W', 0.225, 45, 17],
    ['lt265/70r17 121/118S', 0.265, 70, 17],
    ['235 / 40 R 18 XL', 0.235, 40, 18],
    ['195/70R15C 104/102R', 0.195, 70, 15],
  ])('reads the metric size %s', (written, width, aspect, rimIn) => {
    const size = tireSize(written);
    expect(size.width).toBeCloseTo(width, 12);
    expect(size.aspectRatio).toBe(aspect);
    expect(size.rim).toBeCloseTo(rimIn * INCH, 12);
    expect(size.diameter).toBeCloseTo(rimIn * INCH + (2 * width * aspect) / 100, 12);
  });

  it('reads a flotation size as diameter × width in inches', () => {
    const size = tireSize('31x10.50R15 LT 109Q');
    expect(size.diameter).toBeCloseTo(31 * INCH, 12);
    expect(size.width).toBeCloseTo(10.5 * INCH, 12);
    expect(size.sidewall).toBeCloseTo(8 * INCH, 12);
  });

  it.each([
    ['', 'is not a tire size'],
    ['hello', 'is not a tire size'],
    ['225/45', 'is not a tire size'],
    ['999/45R17', 'outside the 100–500 mm'],
    ['225/10R17', 'outside the 20–95'],
    ['225/45R40', 'outside the 8–30 inches'],
    ['15x10.50R15', 'cannot fit'],
    ['31x30R15', 'outside the 5–25 inches'],
  ])('refuses %j with a message saying why', (written, message) => {
    const result = parseTireSize(written);
    expect(typeof result).toBe('string');
    expect(result).toContain(message);
  });

  it('throws for compute only when a size slipped past validation', () => {
    expect(() => tireSize('nonsense')).toThrow('is not a tire size');
  });
});

describe('trueSpeed', () => {
  it('is the indicated speed when the size is unchanged, and zero at a standstill', () => {
    const size = tireSize('225/45R17');
    expect(trueSpeed(60, size, size)).toBe(60);
    expect(trueSpeed(0, size, tireSize('265/75R17'))).toBe(0);
  });
});
