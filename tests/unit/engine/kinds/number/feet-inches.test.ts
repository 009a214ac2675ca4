import { describe, expect, it } from 'vitest';
import { number } from '../../../../../src/engine/builders.ts';
import {
  feetInchesText,
  joinFeetInches,
  splitFeetInches,
  usesFeetAndInches,
} from '../../../../../src/engine/kinds/number/feet-inches.ts';

describe('feet and inches', () => {
  const height = number({ label: 'Height', unitFamily: 'length', unit: 'cm', units: ['cm', 'in', 'ft'], default: 170 });
  const elevation = number({ label: 'Elevation', unitFamily: 'length', unit: 'm', units: ['m', 'ft'], default: 100 });

  it('applies to a length shown in feet whose menu also offers inches', () => {
    expect(usesFeetAndInches(height, 'ft')).toBe(true);
    expect(usesFeetAndInches(height, 'in')).toBe(false);
    expect(usesFeetAndInches(elevation, 'ft')).toBe(false);
  });

  it('splits the field text into the two boxes and joins them back', () => {
    for (const [text, feet, inches] of [
      ['5 ft 7 in', '5', '7'],
      ['5.5', '5.5', ''],
      ['7 in', '', '7'],
      ['', '', ''],
      ['6 ft 0.25 in', '6', '0.25'],
    ] as const) {
      expect(splitFeetInches(text)).toEqual({ feet, inches });
      expect(joinFeetInches(feet, inches)).toBe(text);
    }
  });

  it('writes feet as a tape reads them, to the nearest quarter inch', () => {
    expect(feetInchesText(5.75)).toBe('5 ft 9 in');
    expect(feetInchesText(6)).toBe('6');
    // 175 cm = 5.741 ft = 68.90 in → 69 in.
    expect(feetInchesText(175 / 30.48)).toBe('5 ft 9 in');
    // 0.1 ft = 1.2 in → 1.25 in; 11.99 in rounds up to a whole foot.
    expect(feetInchesText(0.1)).toBe('0 ft 1.25 in');
    expect(feetInchesText(11.99 / 12)).toBe('1');
    expect(feetInchesText(-2.5)).toBe('-2.5');
  });
});
