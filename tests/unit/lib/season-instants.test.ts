import { describe, expect, it } from 'vitest';
import { preciseSeasonJde, seasonAccuracy, seasonJde } from '../../../src/calculators/shared/astronomy/seasons.ts';
import { seasonTable } from '../../../src/lib/season-instants.ts';

describe('the table of season instants', () => {
  it('writes each instant as a correction to the series, in tenths of a second', () => {
    const jde = seasonJde(2000, 'march');
    const table = seasonTable(2000, [
      [jde + 1.5 / 86_400, seasonJde(2000, 'june'), seasonJde(2000, 'september'), seasonJde(2000, 'december')],
    ]);
    expect(table).toContain('export const FIRST_SEASON_YEAR = 2000;');
    expect(table).toContain('export const SEASON_CORRECTIONS = [15, 0, 0, 0];');
  });

  it('refuses a year with an instant missing', () => {
    expect(() => seasonTable(2000, [[1, 2, 3]])).toThrow('an instant is missing');
  });

  it('corrects the years it covers by less than a minute, and leaves the others to the series', () => {
    // Meeus gives his series as within a minute of the true instant for 1951–2050.
    expect(Math.abs(preciseSeasonJde(2026, 'march') - seasonJde(2026, 'march')) * 86_400).toBeLessThan(60);
    expect(seasonAccuracy(2026)).toBe('second');
    expect(seasonAccuracy(1899)).toBe('minute');
    expect(preciseSeasonJde(2500, 'june')).toBe(seasonJde(2500, 'june'));
  });
});
