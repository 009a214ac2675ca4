import { describe, expect, it } from 'vitest';
import { speedOfSoundInAir } from '../../../../../src/calculators/shared/sound/speed-of-sound.ts';

describe('speed of sound in dry air', () => {
  it('is 331.3 m/s at 0 °C and 343.21 m/s at 20 °C', () => {
    expect(speedOfSoundInAir(0)).toBe(331.3);
    expect(speedOfSoundInAir(20)).toBeCloseTo(343.21, 2);
  });

  it('is slower in freezing air: 325.18 m/s at −10 °C (the table of "Speed of sound")', () => {
    expect(speedOfSoundInAir(-10)).toBeCloseTo(325.18, 2);
  });
});
