import type { EngineContext } from '../engine/context.ts';
import { localIsoDate, localIsoDateTime } from '../engine/parse/local-date.ts';
import type { Place } from '../engine/types.ts';
import { readYamlContent } from './content/read-yaml.ts';
import { citiesSchema } from './content/schemas.ts';

export type City = Place & { id: string };

let cities: City[] | undefined;

export function getCities(): City[] {
  cities ??= readYamlContent('cities.yaml', citiesSchema);
  return cities;
}

/** The context of a build: today's date where the site is built, metric units, the city list. */
export function buildContext(now = new Date()): EngineContext {
  return {
    today: localIsoDate(now),
    now: localIsoDateTime(now),
    unitSystem: 'metric',
    cities: new Map(getCities().map((city) => [city.id, city])),
  };
}
