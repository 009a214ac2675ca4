import type { EngineContext } from '../context.ts';
import { localIsoDate, localIsoDateTime } from '../parse/local-date.ts';
import type { Place } from '../types/inputs.ts';

/** The context in the browser: the visitor's date and time at this moment. */
export function nowContext(system: 'metric' | 'imperial', cities: readonly (Place & { id: string })[]): EngineContext {
  const now = new Date();
  return {
    today: localIsoDate(now),
    now: localIsoDateTime(now),
    unitSystem: system,
    cities: new Map(cities.map((city) => [city.id, city])),
  };
}
