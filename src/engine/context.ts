import type { Place } from './types.ts';

/** What evaluation needs from outside: today's date, the unit preference, the city list. */
export interface EngineContext {
  /** YYYY-MM-DD, the visitor's (or the build's) local date. */
  today: string;
  /** 'YYYY-MM-DDTHH:MM:SS' local time, for 'now' defaults. */
  now: string;
  unitSystem: 'metric' | 'imperial';
  cities: ReadonlyMap<string, Place>;
}
