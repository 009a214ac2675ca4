import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { kindOf } from '../../kinds/registry.ts';
import { defaultState, type RawState } from '../../state.ts';
import type { InputSpec, Place } from '../../types/inputs.ts';
import { nowContext } from '../now-context.ts';
import { readUnitSystem } from '../unit-preference.ts';
import { queryToState, stateToQuery } from '../url-state.ts';
import type { UnitSystem } from './useUnitSystem.ts';

interface UrlStateOptions {
  inputs: Record<string, InputSpec>;
  cities: readonly (Place & { id: string })[];
  /** The build-time defaults, until the browser's own are known. */
  initial: RawState;
  raw: RawState;
  setRaw: Dispatch<SetStateAction<RawState>>;
  setSystem: (system: UnitSystem) => void;
  /** The values this browser keeps for the calculator (they replace the defaults, a link replaces them). */
  remembered: () => Record<string, string>;
  /** Told when a link held values that could not be used. */
  onIgnored: () => void;
  /** Live fields still following the clock, and the visitor's touched fields. */
  liveKeys: readonly string[];
  touched: RefObject<Set<string>>;
}

/**
 * The form's state and the address: on arrival, the visitor's unit preference, today's
 * defaults, the kept fields, then the link's values; afterwards every change is mirrored into
 * the address so any result is a link (a clock that only ticks is left out). Returns the
 * defaults the link is measured against, which Reset goes back to.
 */
export function useUrlState(options: UrlStateOptions): RefObject<RawState> {
  const { inputs, cities, initial, raw, setRaw, setSystem, remembered, onIgnored, liveKeys, touched } = options;
  const defaults = useRef<RawState>(initial);
  const mounted = useRef(false);
  // What arrival reads but should not repeat it when it changes (callbacks, the city list).
  const arrival = useRef({ cities, setSystem, remembered, onIgnored });
  arrival.current = { cities, setSystem, remembered, onIgnored };

  useEffect(() => {
    const preferred = readUnitSystem() ?? 'metric';
    const fresh = defaultState(inputs, nowContext(preferred, arrival.current.cities));
    defaults.current = fresh;
    arrival.current.setSystem(preferred);
    const kept = { ...fresh, values: { ...fresh.values, ...arrival.current.remembered() } };
    const fromLink = queryToState(window.location.search, kept, (key, unit) => {
      const spec = inputs[key];
      return spec ? (kindOf(spec).acceptsUnit?.(spec, unit) ?? false) : false;
    });
    setRaw(fromLink.state);
    if (fromLink.ignored.length > 0) arrival.current.onIgnored();
    mounted.current = true;
  }, [inputs, setRaw]);

  useEffect(() => {
    if (!mounted.current) return;
    const ticking = liveKeys.filter((key) => !touched.current.has(key));
    const shared = {
      ...raw,
      values: { ...raw.values, ...Object.fromEntries(ticking.map((key) => [key, defaults.current.values[key] ?? ''])) },
    };
    const query = stateToQuery(shared, defaults.current);
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [raw, liveKeys, touched]);

  return defaults;
}
