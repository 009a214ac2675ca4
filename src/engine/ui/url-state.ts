import type { RawState } from '../state.ts';

/** Bumped when the meaning of the query parameters changes; links of other versions are ignored. */
export const URL_STATE_VERSION = '1';

/**
 * The query string for a state: only what differs from the defaults, so links stay short.
 * `v` is the schema version; `key.unit` a field's unit; `currency` the currency.
 */
export function stateToQuery(state: RawState, defaults: RawState): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.values)) {
    if (value !== defaults.values[key]) params.set(key, value);
  }
  for (const [key, unit] of Object.entries(state.units)) {
    if (unit !== defaults.units[key]) params.set(`${key}.unit`, unit);
  }
  if (state.currency !== defaults.currency) params.set('currency', state.currency);
  if ([...params.keys()].length === 0) return '';
  params.set('v', URL_STATE_VERSION);
  return `?${params.toString()}`;
}

/**
 * The state a link describes, starting from the defaults. Unknown keys, unknown units and a
 * wrong version are dropped and reported so the page can say the link was only partly used.
 */
export function queryToState(
  query: string,
  defaults: RawState,
  isAllowedUnit: (key: string, unit: string) => boolean,
): { state: RawState; ignored: string[]; present: boolean } {
  const params = new URLSearchParams(query);
  const state: RawState = { values: { ...defaults.values }, units: { ...defaults.units }, currency: defaults.currency };
  const ignored: string[] = [];
  const keys = [...params.keys()].filter((key) => key !== 'v');
  if (keys.length === 0) return { state, ignored, present: false };
  if (params.get('v') !== URL_STATE_VERSION) return { state, ignored: keys, present: true };
  for (const [key, value] of params) {
    if (key === 'v') continue;
    if (key === 'currency') {
      if (/^[A-Z]{3}$/.test(value)) state.currency = value;
      else ignored.push(key);
    } else if (key.endsWith('.unit')) {
      const field = key.slice(0, -'.unit'.length);
      if (field in defaults.units && isAllowedUnit(field, value)) state.units[field] = value;
      else ignored.push(key);
    } else if (key in defaults.values) {
      state.values[key] = value.slice(0, 10_000);
    } else {
      ignored.push(key);
    }
  }
  return { state, ignored, present: true };
}
