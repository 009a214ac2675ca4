/*
 * Finding a time zone by a city or a country: the words come from /time-zone-places.json,
 * downloaded once per page when the visitor first searches.
 */

export type ZonePlaces = Readonly<Record<string, string>>;

let places: Promise<ZonePlaces> | undefined;

/** The cities and country of each zone; empty when offline, so search falls back to zone names. */
export function loadZonePlaces(): Promise<ZonePlaces> {
  places ??= fetch('/time-zone-places.json')
    .then((response) => (response.ok ? (response.json() as Promise<ZonePlaces>) : {}))
    .catch(() => ({}));
  return places;
}

/** Lower case without accents, so "kyiv", "Kyïv" and "KYIV" find the same zone. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The zones whose name, cities or country contain every word of the query, in menu order. */
export function matchingZones(zones: readonly string[], zonePlaces: ZonePlaces, query: string): readonly string[] {
  const words = folded(query)
    .split(/[\s,/_]+/)
    .filter(Boolean);
  if (words.length === 0) return zones;
  return zones.filter((zone) => {
    const text = folded(`${zone.replace(/_/g, ' ')} ${zonePlaces[zone] ?? ''}`);
    return words.every((word) => text.includes(word));
  });
}
