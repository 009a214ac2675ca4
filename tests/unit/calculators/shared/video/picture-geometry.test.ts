import { describe, expect, it } from 'vitest';
import {
  acuityDistance,
  distanceForViewingAngle,
  fitPicture,
  nearestEvenPixels,
  pixelDensity,
  ratioText,
  reducedRatio,
  sidesFromDiagonal,
  viewingAngle,
} from '../../../../../src/calculators/shared/video/picture-geometry.ts';

describe('picture geometry', () => {
  it('reduces resolutions to their simplest ratio', () => {
    expect(ratioText(1920, 1080)).toBe('16:9');
    expect(ratioText(2560, 1080)).toBe('64:27');
    expect(reducedRatio(1, 1)).toEqual({ width: 1, height: 1 });
    expect(ratioText(1080, 1920)).toBe('9:16');
  });

  it('keeps a ratio of two primes as it is', () => {
    expect(ratioText(7, 13)).toBe('7:13');
  });

  it('splits a diagonal into a 3-4-5 screen exactly', () => {
    expect(sidesFromDiagonal(5, 4, 3)).toEqual({ width: 4, height: 3 });
  });

  it('gives the pixels along the diagonal per unit of length', () => {
    expect(pixelDensity(3, 4, 5)).toBe(1);
  });

  it('turns a field of view into a distance and back', () => {
    const distance = distanceForViewingAngle(2, 90);
    expect(distance).toBeCloseTo(1, 12);
    expect(viewingAngle(2, distance)).toBeCloseTo(90, 10);
  });

  it('puts the 1-arcminute distance at about 3438 pixel pitches', () => {
    expect(acuityDistance(1, 1)).toBeCloseTo(3437.75, 2);
  });

  it('letterboxes a wider picture and pillarboxes a narrower one', () => {
    expect(fitPicture(1920, 1080, 4, 3)).toMatchObject({
      width: 1440,
      height: 1080,
      barLeftRight: 240,
      barTopBottom: 0,
    });
    expect(fitPicture(1920, 1080, 32, 9)).toMatchObject({
      width: 1920,
      height: 540,
      barTopBottom: 270,
      shareUsed: 0.5,
    });
    expect(fitPicture(1920, 1080, 16, 9)).toMatchObject({ barTopBottom: 0, barLeftRight: 0, shareUsed: 1 });
  });

  it('rounds sizes to even pixels, never below 2', () => {
    expect(nearestEvenPixels(853.33)).toBe(854);
    expect(nearestEvenPixels(811)).toBe(812);
    expect(nearestEvenPixels(0.2)).toBe(2);
  });
});
