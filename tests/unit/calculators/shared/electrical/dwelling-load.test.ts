import { describe, expect, it } from 'vitest';
import {
  dryerDemand,
  fastenedAppliancesDemand,
  lightingDemand,
  rangeDemand,
} from '../../../../../src/calculators/shared/electrical/dwelling-load.ts';

describe('Table 220.45 lighting demand for a dwelling', () => {
  it('takes the first 3000 VA whole', () => {
    expect(lightingDemand(3000)).toBe(3000);
  });

  it('takes 3001 to 120,000 VA at 35 % and the rest at 25 %', () => {
    expect(lightingDemand(120_000)).toBeCloseTo(3000 + 117_000 * 0.35, 9);
    expect(lightingDemand(130_000)).toBeCloseTo(3000 + 117_000 * 0.35 + 10_000 * 0.25, 9);
  });
});

describe('220.53 fixed appliances', () => {
  it('counts three appliances in full and four at 75 %', () => {
    expect(fastenedAppliancesDemand([1000, 1000, 1000])).toBe(3000);
    expect(fastenedAppliancesDemand([1000, 1000, 1000, 1000])).toBe(3000);
  });

  it('does not count a 0 entry as an appliance', () => {
    expect(fastenedAppliancesDemand([1000, 1000, 1000, 0])).toBe(3000);
  });
});

describe('220.54 dryer', () => {
  it('counts at least 5000 VA, and nothing without an electric dryer', () => {
    expect(dryerDemand(4000)).toBe(5000);
    expect(dryerDemand(5500)).toBe(5500);
    expect(dryerDemand(0)).toBe(0);
  });
});

describe('Table 220.55 one range', () => {
  it.each([
    [8000, 6400], // Column B, 80 %
    [8750, 7000], // the top of Column B
    [9000, 8000], // Column C
    [12_000, 8000],
    [12_500, 8000], // half a kW is not a major fraction
    [12_600, 8400], // a major fraction adds 5 %
    [16_000, 9600], // NEC Annex D style: 4 kW above 12 → 20 % more
    [27_000, 14_000],
  ])('counts a %i VA range as %i VA', (nameplate, demand) => {
    expect(rangeDemand(nameplate)).toBeCloseTo(demand, 9);
  });

  it('has no figure above 27 kW', () => {
    expect(rangeDemand(27_100)).toBeUndefined();
  });
});
