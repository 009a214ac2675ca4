import type { RawState } from '../state.ts';

/**
 * Bumped when the meaning of the query parameters changes. Version 2 links are complete: every
 * field with its unit (and the currency where the form has one), so a link shows the same result
 * to anyone, whatever their own unit preference or time zone. Version 1 links left out whatever
 * equalled the sender's defaults; they are still read, against the metric defaults.
 */
export const URL_STATE_VERSION = '2';
const LEGACY_VERSION = '1';

/**
 * The query string for a state: empty while it is the defaults (the bare page), otherwise every
 * value and unit, the currency when `withCurrency`, and `v`, the schema version. `key.unit` is a
 * field's unit.
 */
export function stateToQuery(state: RawState, defaults: RawState, withCurrency: boolean): string {
  if (sameState(state, defaults)) return '';
  return completeQuery(state, withCurrency);
}

/** The complete query string of a state, even when it is the defaults (what the share box sends). */
export function completeQuery(state: RawState, withCurrency: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state.values)) params.set(key, value);
  for (const [key, unit] of Object.entries(state.units)) params.set(`${key}.unit`, unit);
  if (withCurrency) params.set('currency', state.currency);
  params.set('v', URL_STATE_VERSION);
  return `?${params.toString()}`;
}

function sameState(a: RawState, b: RawState): boolean {
  const same = (x: Record<string, string>, y: Record<string, string>) =>
    Object.keys({ ...x, ...y }).every((key) => x[key] === y[key]);
  return a.currency === b.currency && same(a.values, b.values) && same(a.units, b.units);
}

/**
 * The state a link describes. A complete link starts from `defaults` (the opener's own, which it
 * overrides field by field); a version 1 link from `legacyDefaults`, the metric defaults its
 * sender most likely had. Unknown keys, unknown units and a wrong version are dropped and
 * reported so the page can say the link was only partly used.
 */
export function queryToState(
  query: string,
  defaults: RawState,
  isAllowedUnit: (key: string, unit: string) => boolean,
  legacyDefaults: RawState = defaults,
): { state: RawState; ignored: string[]; present: boolean } {
  const params = new URLSearchParams(query);
  const version = params.get('v');
  const base = version === LEGACY_VERSION ? legacyDefaults : defaults;
  const state: RawState = { values: { ...base.values }, units: { ...base.units }, currency: base.currency };
  const ignored: string[] = [];
  const keys = [...params.keys()].filter((key) => key !== 'v');
  if (keys.length === 0) return { state: copyOf(defaults), ignored, present: false };
  if (version !== URL_STATE_VERSION && version !== LEGACY_VERSION) {
    return { state: copyOf(defaults), ignored: keys, present: true };
  }
  for (const [key, value] of params) {
    if (key === 'v') continue;
    if (key === 'currency') {
      if (/^[A-Z]{3}$/.test(value)) state.currency = value;
      else ignored.push(key);
    } else if (key.endsWith('.unit')) {
      const field = key.slice(0, -'.unit'.length);
      if (field in base.units && isAllowedUnit(field, value)) state.units[field] = value;
      else ignored.push(key);
    } else if (key in base.values) {
      state.values[key] = value.slice(0, 10_000);
    } else {
      ignored.push(key);
    }
  }
  return { state, ignored, present: true };
}

const copyOf = (state: RawState): RawState => ({
  values: { ...state.values },
  units: { ...state.units },
  currency: state.currency,
});
