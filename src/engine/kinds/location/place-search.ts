import type { Place } from '../../types/inputs.ts';

/*
 * Finding a place among the world's cities of 100,000 people or more: the list comes from
 * /world-places.json (built by src/lib/world-places.ts), downloaded once per page when the visitor
 * first searches.
 */

/** One place: name, country, latitude, longitude, and the index of its zone in `zones`. */
export type WorldPlaceRow = [name: string, country: string, latitude: number, longitude: number, zone: number];

export interface WorldPlaces {
  zones: string[];
  /** The most populous first. */
  places: WorldPlaceRow[];
}

const EMPTY: WorldPlaces = { zones: [], places: [] };
let loaded: Promise<WorldPlaces> | undefined;

/** The world list; empty when offline, so the field keeps its own cities and typed coordinates. */
export function loadWorldPlaces(): Promise<WorldPlaces> {
  loaded ??= fetch('/world-places.json')
    .then((response) => (response.ok ? (response.json() as Promise<WorldPlaces>) : EMPTY))
    .catch(() => EMPTY);
  return loaded;
}

/** Lower case without accents, so "sao paulo" finds São Paulo and "zurich" Zürich. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The places whose name and country contain every word of the query, those whose name starts with
 * it first, each group most populous first; at most `limit`.
 */
export function matchingPlaces(list: WorldPlaces, query: string, limit = 20): Place[] {
  const text = folded(query).trim();
  const words = text.split(/[\s,]+/).filter(Boolean);
  const [first] = words;
  if (first === undefined) return [];
  const starting: Place[] = [];
  const containing: Place[] = [];
  for (const [name, country, latitude, longitude, zone] of list.places) {
    const foldedName = folded(name);
    const haystack = `${foldedName} ${folded(country)}`;
    if (!words.every((word) => haystack.includes(word))) continue;
    const place = { name: `${name}, ${country}`, latitude, longitude, timeZone: list.zones[zone] ?? 'UTC' };
    (foldedName.startsWith(first) ? starting : containing).push(place);
    if (starting.length >= limit) break;
  }
  return [...starting, ...containing].slice(0, limit);
}
