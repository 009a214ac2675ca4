import { afterEach, describe, expect, it, vi } from 'vitest';
import { localCity } from '../../../../../src/engine/kinds/location/local-place.ts';

const cities = new Map([
  ['london', { id: 'london', name: 'London', latitude: 51.51, longitude: -0.13, timeZone: 'Europe/London' }],
  ['kyiv', { id: 'kyiv', name: 'Kyiv', latitude: 50.45, longitude: 30.52, timeZone: 'Europe/Kyiv' }],
  ['tokyo', { id: 'tokyo', name: 'Tokyo', latitude: 35.68, longitude: 139.69, timeZone: 'Asia/Tokyo' }],
]);

/** A runtime whose own time zone is `timeZone`, as a visitor's browser there would be. */
function visitorIn(timeZone: string) {
  const Real = Intl.DateTimeFormat;
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
    locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new Real(locales, { ...options, timeZone });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the visitor's own city", () => {
  it('is the city of the list that keeps the visitor’s time', () => {
    visitorIn('Asia/Tokyo');
    expect(localCity(cities, 'london')?.id).toBe('tokyo');
  });

  it('is found under the zone’s old name too (a browser reporting Europe/Kiev)', () => {
    visitorIn('Europe/Kiev');
    expect(localCity(cities, 'london')?.id).toBe('kyiv');
  });

  it('falls back to the given city where no city shares the zone, and to nothing for an unknown fallback', () => {
    visitorIn('Asia/Kathmandu');
    expect(localCity(cities, 'london')?.id).toBe('london');
    expect(localCity(cities, 'atlantis')).toBeUndefined();
  });
});
