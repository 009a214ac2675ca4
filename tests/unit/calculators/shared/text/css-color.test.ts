import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  readColor,
  relativeLuminance,
  rgbToCmyk,
  rgbToHsl,
  toHex,
} from '../../../../../src/calculators/shared/text/css-color.ts';

const colorOf = (text: string) => {
  const reading = readColor(text);
  if (!('color' in reading)) throw new Error(reading.problem);
  return reading.color;
};

describe('CSS colours', () => {
  it('read 3, 4, 6 and 8 hex digits, with or without #', () => {
    expect(colorOf('#f80')).toEqual({ r: 255, g: 136, b: 0, alpha: 1 });
    expect(colorOf('F808')).toEqual({ r: 255, g: 136, b: 0, alpha: 136 / 255 });
    expect(toHex(colorOf('1e90ff80'))).toBe('#1E90FF80');
  });

  it('read rgb() with commas, spaces, percentages and a slash alpha', () => {
    expect(colorOf('rgb(100% 50% 0% / 0.5)')).toEqual({ r: 255, g: 127.5, b: 0, alpha: 0.5 });
    expect(colorOf('rgba(30, 144, 255, 1)')).toEqual({ r: 30, g: 144, b: 255, alpha: 1 });
  });

  it('turn the HSL, HSV and CMYK of pure red into #FF0000, and hues in turns and radians into degrees', () => {
    for (const text of [
      'hsl(0, 100%, 50%)',
      'hsv(360, 100%, 100%)',
      'cmyk(0%, 100%, 100%, 0%)',
      'hsl(1turn 100% 50%)',
    ]) {
      expect(toHex(colorOf(text))).toBe('#FF0000');
    }
    expect(toHex(colorOf('hsl(3.14159265rad, 100%, 50%)'))).toBe('#00FFFF');
  });

  it('give greys, black and white a hue of 0 and no ink but black', () => {
    expect(rgbToHsl(colorOf('#808080'))).toEqual([0, 0, (128 / 255) * 100]);
    expect(rgbToCmyk(colorOf('#fff'))).toEqual([0, 0, 0, 0]);
    expect(rgbToCmyk(colorOf('#000'))).toEqual([0, 0, 0, 100]);
  });

  it('say what is wrong with an entry they cannot read', () => {
    expect(readColor('#12345')).toEqual({
      problem: '“#12345” is not a hex colour: use 3, 4, 6 or 8 hex digits, e.g. #1E90FF.',
    });
    const problemOf = (text: string) => {
      const reading = readColor(text);
      return 'problem' in reading ? reading.problem : '';
    };
    expect(problemOf('rgb(1, 2)')).toContain('rgb() takes three values');
    expect(problemOf('cmyk(1, 2, 3)')).toContain('cmyk() takes four values');
    expect(problemOf('bluish')).toContain('is not a colour code');
  });

  it('measure white on black at 21:1 and white on white at 1:1 (WCAG 2.2)', () => {
    const white = relativeLuminance(colorOf('#fff'));
    expect(white).toBe(1);
    expect(contrastRatio(white, relativeLuminance(colorOf('#000')))).toBe(21);
    expect(contrastRatio(white, white)).toBe(1);
  });
});
