import { rawTimeZones } from '@vvo/tzdb';
import { currentZoneName, timeZoneMenu } from '../engine/time-zone-names.ts';

/*
 * The words a visitor may look for a time zone by (its main cities, its country), from the tz
 * database's maintained list (@vvo/tzdb, from GeoNames). Read at build time; the menus download
 * them as /time-zone-places.json when the visitor first searches.
 */

/**
 * Zone name → "Mumbai, Delhi, Bengaluru, Hyderabad, India". The cities go to the zone that names
 * the group (and its old name); the group's other zones, which keep the same time, get the
 * country only, so "São Paulo" finds America/Sao_Paulo first rather than America/Araguaina.
 */
function placesByZone(): Map<string, string> {
  const places = new Map<string, string>();
  for (const entry of rawTimeZones) {
    const withCities = [...entry.mainCities, entry.countryName].filter(Boolean).join(', ');
    for (const zone of entry.group) {
      const main = zone === entry.name || currentZoneName(zone) === entry.name;
      if (main || !places.has(zone)) places.set(zone, main ? withCities : entry.countryName);
    }
  }
  return places;
}

/** Every zone of the menus that has places, with them. */
export function timeZonePlaces(): Record<string, string> {
  const places = placesByZone();
  return Object.fromEntries(
    timeZoneMenu().flatMap((zone) => {
      const words = places.get(zone);
      return words === undefined ? [] : [[zone, words]];
    }),
  );
}
