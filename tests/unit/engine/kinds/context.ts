import type { EngineContext } from '../../../../src/engine/context.ts';

/** A fixed moment and one city, so kind tests do not depend on the clock or the content folder. */
export const CONTEXT: EngineContext = {
  today: '2025-06-15',
  now: '2025-06-15T12:00:00',
  unitSystem: 'metric',
  cities: new Map([['london', { name: 'London', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' }]]),
};
