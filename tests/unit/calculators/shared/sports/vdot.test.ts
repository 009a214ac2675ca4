import { describe, expect, it } from 'vitest';
import { raceSecondsFor, trainingPaces, vdotOf } from '../../../../../src/calculators/shared/sports/vdot.ts';

/*
 * Daniels' Running Formula (3rd ed., 2013): the VDOT race-time table and the training-pace table,
 * rows for VDOT 40, 50 and 60 (seconds; paces per km, R from the 400 m column × 2.5).
 */
const TABLE = [
  { vdot: 40, fiveK: 1448, marathon: 13_785, easy: [356, 398], m: 329, t: 306, i: 282, r: 260 },
  { vdot: 50, fiveK: 1197, marathon: 11_449, easy: [296, 334], m: 271, t: 255, i: 235, r: 217.5 },
  { vdot: 60, fiveK: 1023, marathon: 9805, easy: [255, 289], m: 232, t: 220, i: 203, r: 187.5 },
];

describe("Daniels' VDOT equations against the published tables", () => {
  it.each(TABLE)('VDOT $vdot: race times within 0.3 %', ({ vdot, fiveK, marathon }) => {
    expect(Math.abs(raceSecondsFor(vdot, 5000) / fiveK - 1)).toBeLessThan(0.003);
    expect(Math.abs(raceSecondsFor(vdot, 42_195) / marathon - 1)).toBeLessThan(0.003);
    expect(vdotOf(5000, raceSecondsFor(vdot, 5000))).toBeCloseTo(vdot, 6);
  });

  it.each(TABLE.slice(1))('VDOT $vdot: training paces within 3 s per km', ({ vdot, easy, m, t, i, r }) => {
    const paces = trainingPaces(vdot);
    expect(Math.abs(paces.easyFast - (easy[0] ?? 0))).toBeLessThan(3);
    expect(Math.abs(paces.easySlow - (easy[1] ?? 0))).toBeLessThan(3);
    expect(Math.abs(paces.marathon - m)).toBeLessThan(3);
    expect(Math.abs(paces.threshold - t)).toBeLessThan(3);
    expect(Math.abs(paces.interval - i)).toBeLessThan(3);
    expect(Math.abs(paces.repetition - r)).toBeLessThan(3);
  });

  it('puts the paces in order from easy to repetition', () => {
    const paces = trainingPaces(40);
    expect(paces.easySlow).toBeGreaterThan(paces.easyFast);
    expect(paces.easyFast).toBeGreaterThan(paces.marathon);
    expect(paces.marathon).toBeGreaterThan(paces.threshold);
    expect(paces.threshold).toBeGreaterThan(paces.interval);
    expect(paces.interval).toBeGreaterThan(paces.repetition);
  });
});
