import type { Place } from '../../types/inputs.ts';
import { isTimeZone } from '../timezone/is-time-zone.ts';

/*
 * The two ways a place is written by hand or into an address, besides a city id of the site's
 * own list: bare coordinates ("51.5074, -0.1278"), and a place of the world list with everything
 * the sums need ("Kyiv, Ukraine (50.45, 30.52; Europe/Kyiv)"), so that a link to it works without
 * downloading the list.
 */

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const COORDINATES = new RegExp(String.raw`^\s*${NUMBER}\s*[,;\s]\s*${NUMBER}\s*$`);
const NAMED = new RegExp(String.raw`^\s*(\S.*?)\s*\(\s*${NUMBER}\s*,\s*${NUMBER}\s*;\s*([A-Za-z][\w+\-/]*)\s*\)\s*$`);

/** A place as the field writes it: its name, coordinates and zone. */
export function placeText(place: Place): string {
  return `${place.name} (${place.latitude}, ${place.longitude}; ${place.timeZone})`;
}

function onEarth(latitude: number, longitude: number): boolean {
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/**
 * The place a text describes, or undefined. Bare coordinates carry no zone and come back in UTC
 * (the calculator then asks which zone to show their times in).
 */
export function readPlace(raw: string): Place | undefined {
  const bare = COORDINATES.exec(raw);
  if (bare) {
    const latitude = Number(bare[1]);
    const longitude = Number(bare[2]);
    return onEarth(latitude, longitude)
      ? { name: `${latitude}, ${longitude}`, latitude, longitude, timeZone: 'UTC' }
      : undefined;
  }
  const [, name, latitudeText, longitudeText, timeZone] = NAMED.exec(raw.slice(0, 300)) ?? [];
  if (name === undefined || timeZone === undefined) return undefined;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (!onEarth(latitude, longitude) || !isTimeZone(timeZone)) return undefined;
  return { name, latitude, longitude, timeZone };
}
