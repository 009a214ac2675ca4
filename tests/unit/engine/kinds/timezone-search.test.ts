import { describe, expect, it } from 'vitest';
import { matchingZones } from '../../../../src/engine/kinds/timezone/zone-search.ts';
import { timeZoneMenu } from '../../../../src/engine/time-zone-names.ts';
import { timeZonePlaces } from '../../../../src/lib/time-zone-places.ts';

describe('the time zone search', () => {
  const zones = timeZoneMenu();
  const places = timeZonePlaces();
  const first = (query: string) => matchingZones(zones, places, query)[0];

  it('finds a zone by one of its cities, accents and case aside', () => {
    expect(first('Mumbai')).toBe('Asia/Kolkata');
    expect(first('kyiv')).toBe('Europe/Kyiv');
    expect(first('São Paulo')).toBe('America/Sao_Paulo');
  });

  it('finds zones by country and by IANA name, and by zone name alone without the places', () => {
    expect(matchingZones(zones, places, 'Ukraine')).toContain('Europe/Kyiv');
    expect(first('Europe/Paris')).toBe('Europe/Paris');
    expect(matchingZones(zones, {}, 'Kolkata')).toEqual(['Asia/Kolkata']);
  });

  it('gives every zone when the query is blank, and none for nonsense', () => {
    expect(matchingZones(zones, places, '  ')).toHaveLength(zones.length);
    expect(matchingZones(zones, places, 'qqqzzz')).toEqual([]);
  });
});
