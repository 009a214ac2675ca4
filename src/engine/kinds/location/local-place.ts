import { currentZoneName } from '../../time-zone-names.ts';
import type { Place } from '../../types/inputs.ts';

/** The runtime's own time zone under its current name (the visitor's in the browser, the build's otherwise). */
const ownZone = () => currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * The city of the list that keeps the visitor's own time (the first in the list's order), or the
 * fallback city where none does, so a field defaulting to 'local' opens on a place near the visitor.
 */
export function localCity<P extends Place>(cities: ReadonlyMap<string, P>, fallback: string): P | undefined {
  const zone = ownZone();
  for (const city of cities.values()) {
    if (currentZoneName(city.timeZone) === zone) return city;
  }
  return cities.get(fallback);
}
