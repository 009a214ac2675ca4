import { describe, expect, it } from 'vitest';
import { matchingPlaces } from '../../../src/engine/kinds/location/place-search.ts';
import { isTimeZone } from '../../../src/engine/kinds/timezone/is-time-zone.ts';
import { worldPlaces } from '../../../src/lib/world-places.ts';

describe('the world place list', () => {
  const list = worldPlaces();
  const first = (query: string) => matchingPlaces(list, query)[0];

  it('holds the world’s cities of 100,000 people or more, every one in a known time zone', () => {
    expect(list.places.length).toBeGreaterThan(4000);
    expect(list.zones.every(isTimeZone)).toBe(true);
    expect(list.places.every(([, , , , zone]) => list.zones[zone] !== undefined)).toBe(true);
  });

  it('gives each city its own zone under the zone’s current name', () => {
    expect(first('Kyiv')).toMatchObject({ name: 'Kyiv, Ukraine', timeZone: 'Europe/Kyiv' });
    expect(first('Mumbai')).toMatchObject({ name: 'Mumbai, India', timeZone: 'Asia/Kolkata' });
    expect(first('Reykjavik')).toMatchObject({ timeZone: 'Atlantic/Reykjavik' });
    expect(first('Phoenix')).toMatchObject({ name: 'Phoenix, AZ, United States', timeZone: 'America/Phoenix' });
  });

  it('offers the city most people mean first, and tells US namesakes apart by their state', () => {
    expect(first('Paris')?.name).toBe('Paris, France');
    expect(first('London')?.name).toBe('London, United Kingdom');
    const springfields = matchingPlaces(list, 'Springfield').map((place) => place.name);
    expect(new Set(springfields).size).toBe(springfields.length);
    expect(springfields).toContain('Springfield, IL, United States');
  });

  it('places each city within a few kilometres of its published centre', () => {
    // Kyiv 50.4501° N, 30.5234° E; Mumbai 19.0760° N, 72.8777° E (city centres as GeoNames gives them).
    expect(first('Kyiv')?.latitude).toBeCloseTo(50.45, 1);
    expect(first('Kyiv')?.longitude).toBeCloseTo(30.52, 1);
    expect(first('Mumbai')?.latitude).toBeCloseTo(19.07, 1);
  });
});
