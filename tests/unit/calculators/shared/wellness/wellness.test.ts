import { describe, expect, it } from 'vitest';
import {
  alcoholGrams,
  ukUnits,
  watsonBodyWater,
  widmarkPeakBac,
} from '../../../../../src/calculators/shared/wellness/alcohol.ts';
import { caffeineRemaining, hoursToFallTo } from '../../../../../src/calculators/shared/wellness/caffeine.ts';
import { allowedHours, NIOSH, noiseDose, OSHA } from '../../../../../src/calculators/shared/wellness/noise.ts';
import { adultSleepVerdict, planCycles } from '../../../../../src/calculators/shared/wellness/sleep-cycles.ts';
import { secondsToBurn } from '../../../../../src/calculators/shared/wellness/sun.ts';

describe('sleep cycles', () => {
  it('counts back from a wake-up time and forward from a bedtime', () => {
    expect(planCycles('wake', 420, 5, 90, 15)).toMatchObject({ bedtime: -45, asleepAt: -30, wakeAt: 420 });
    expect(planCycles('bed', 1320, 6, 90, 14)).toMatchObject({ asleepAt: 1334, wakeAt: 1874 });
  });
  it('calls exactly 7 and exactly 9 hours within the adult range, and a minute less than 7 short', () => {
    expect(adultSleepVerdict(420)).toBe('Within the 7–9 hours adults need');
    expect(adultSleepVerdict(540)).toBe('Within the 7–9 hours adults need');
    expect(adultSleepVerdict(419)).toBe('Short of the 7–9 hours adults need');
    expect(adultSleepVerdict(541)).toBe('Over 9 hours');
  });
});

describe('caffeine', () => {
  it('counts a drink only from the hour it is taken', () => {
    expect(caffeineRemaining([{ mg: 100, atHour: 5 }], 4.99, 5)).toBe(0);
    expect(caffeineRemaining([{ mg: 100, atHour: 5 }], 5, 5)).toBe(100);
  });
  it('needs no time to fall to a level already reached', () => {
    expect(hoursToFallTo(80, 100, 5)).toBe(0);
    expect(hoursToFallTo(400, 100, 5)).toBeCloseTo(10, 12);
  });
});

describe('alcohol', () => {
  it('gives 10 mL of alcohol per UK unit and 0.789 g per mL', () => {
    expect(ukUnits(250, 4)).toBe(1);
    expect(alcoholGrams(100, 100)).toBeCloseTo(78.9, 12);
  });
  it("uses Watson's equations (165 cm, 65 kg woman: 31.57 L)", () => {
    expect(watsonBodyWater('female', 40, 165, 65)).toBeCloseTo(31.5705, 4);
  });
  it('gives no BAC without alcohol', () => {
    expect(widmarkPeakBac(0, 70, 0.68)).toBe(0);
  });
});

describe('noise', () => {
  it('allows 8 hours at each criterion level', () => {
    expect(allowedHours(NIOSH, 85)).toBe(8);
    expect(allowedHours(OSHA, 90)).toBe(8);
  });
  it('counts 80 dBA but not 79.5 dBA', () => {
    expect(noiseDose(NIOSH, [{ dBA: 80, hours: 8 }])).toBeCloseTo(31.5, 1);
    expect(noiseDose(NIOSH, [{ dBA: 79.5, hours: 8 }])).toBe(0);
    expect(noiseDose(OSHA, [{ dBA: 80, hours: 32 }])).toBeCloseTo(100, 9);
  });
});

describe('sunburn', () => {
  it('treats an SPF of 0 as no sunscreen', () => {
    expect(secondsToBurn('III', 6, 0)).toBe(secondsToBurn('III', 6, 1));
    expect(secondsToBurn('III', 6)).toBeCloseTo(2000, 9);
  });
});
