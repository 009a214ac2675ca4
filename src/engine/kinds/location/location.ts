import type { LocationInputSpec, Place } from '../../types/inputs.ts';
import * as MESSAGES from '../../validation/messages.ts';
import { broken, parsed, type KindModule } from '../kind.ts';
import { localCity } from './local-place.ts';
import { readPlace } from './place-text.ts';

/** The place a field's text means: a city of the site's list (by id), the visitor's own, or one written out. */
export function placeOf(raw: string, spec: LocationInputSpec, cities: ReadonlyMap<string, Place>): Place | undefined {
  if (raw === 'local') return localCity(cities, spec.fallback ?? '');
  return cities.get(raw) ?? readPlace(raw);
}

/** A city from the site's list, the visitor's own ('local'), a place of the world list, or typed coordinates. */
export const locationKind: KindModule<LocationInputSpec> = {
  parse(raw, spec, { context }) {
    const place = placeOf(raw, spec, context.cities);
    return place ? parsed(place) : broken('invalid', MESSAGES.chooseCity);
  },
  defaultText: (spec) => spec.default,
  linkText: (spec, text, cities) => (text === 'local' ? (localCity(cities, spec.fallback ?? '')?.id ?? text) : text),
};
