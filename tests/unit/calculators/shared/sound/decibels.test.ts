import { describe, expect, it } from 'vitest';
import {
  amplitudeRatioFromDb,
  dbFromAmplitudeRatio,
  dbFromPowerRatio,
  DBU_REFERENCE_VOLTS,
  powerRatioFromDb,
} from '../../../../../src/calculators/shared/sound/decibels.ts';

describe('decibels (IEC 60027-3)', () => {
  it('makes ten times the power 10 dB and ten times the voltage 20 dB', () => {
    expect(dbFromPowerRatio(10)).toBe(10);
    expect(dbFromAmplitudeRatio(10)).toBe(20);
  });

  it('gives 0 dB for equal quantities and a negative level for a cut', () => {
    expect(dbFromPowerRatio(1)).toBe(0);
    expect(dbFromAmplitudeRatio(0.5)).toBeCloseTo(-6.0206, 4);
  });

  it('turns decibels back into the ratios they came from', () => {
    expect(powerRatioFromDb(dbFromPowerRatio(3.7))).toBeCloseTo(3.7, 12);
    expect(amplitudeRatioFromDb(dbFromAmplitudeRatio(0.02))).toBeCloseTo(0.02, 12);
  });

  it('puts 0 dBu at the voltage that gives 1 mW in 600 Ω', () => {
    expect(DBU_REFERENCE_VOLTS ** 2 / 600).toBeCloseTo(0.001, 12);
    expect(DBU_REFERENCE_VOLTS).toBeCloseTo(0.7746, 4);
  });
});
