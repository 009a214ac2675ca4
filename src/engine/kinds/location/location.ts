import type { LocationInputSpec, Place } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';

/** "51.5074, -0.1278" → a place; used when a visitor types coordinates instead of picking a city. */
function readCoordinates(raw: string): Place | undefined {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[,;\s]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(raw);
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { name: `${latitude}, ${longitude}`, latitude, longitude, timeZone: 'UTC' };
}

/** A city from the site's list (by id), or coordinates typed by hand. */
export const locationKind: KindModule<LocationInputSpec> = {
  parse(raw, _spec, { context }) {
    const place = context.cities.get(raw) ?? readCoordinates(raw);
    return place ? parsed(place) : broken('invalid', MESSAGES.chooseCity);
  },
  defaultText: (spec) => spec.default,
};
