import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { RawState } from '../../state.ts';
import type { InputSpec, Place } from '../../types/inputs.ts';
import { nowContext } from '../now-context.ts';
import { currencyOfLocale, unitSystemOfLocale } from '../locale-defaults.ts';
import { readUnitSystem } from '../unit-preference.ts';
import { publishLink } from '../shared-link.ts';
import { typedBeforeStart } from '../typed-before-start.ts';
import { completeQuery, stateToQuery } from '../url-state.ts';
import { arrivalState, hasCurrencyMenu } from '../arrival-state.ts';
import { kindOf } from '../../kinds/registry.ts';
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
  /** The pre-rendered form, whose fields may hold what the visitor typed before the island started. */
  form: RefObject<HTMLFormElement | null>;
}

/**
 * The form's state and the address: on arrival, the visitor's unit preference, today's
 * defaults, the kept fields, the link's values, then whatever the visitor typed into the
 * pre-rendered form before the island started; afterwards every change is mirrored into
 * the address so any result is a link (a clock that only ticks is left out). Returns the
 * defaults the link is measured against, which Reset goes back to.
 */
export function useUrlState(options: UrlStateOptions): RefObject<RawState> {
  const { inputs, cities, initial, raw, setRaw, setSystem, remembered, onIgnored, liveKeys, touched, form } = options;
  const defaults = useRef<RawState>(initial);
  const mounted = useRef(false);
  // What arrival reads but should not repeat it when it changes (callbacks, the city list).
  const arrival = useRef({ cities, setSystem, remembered, onIgnored, form, touched });
  arrival.current = { cities, setSystem, remembered, onIgnored, form, touched };

  useEffect(() => {
    const arrived = arrivalState(inputs, window.location.search, {
      preferred: readUnitSystem() ?? unitSystemOfLocale(navigator.language),
      contextIn: (system) => nowContext(system, arrival.current.cities),
      localCurrency: currencyOfLocale(navigator.language),
      kept: arrival.current.remembered(),
    });
    defaults.current = arrived.defaults;
    arrival.current.setSystem(arrived.system);
    const typed = typedBeforeStart(arrival.current.form.current, Object.keys(inputs));
    for (const key of Object.keys(typed.values)) arrival.current.touched.current.add(key);
    setRaw({
      values: { ...arrived.state.values, ...typed.values },
      units: { ...arrived.state.units, ...typed.units },
      currency: typed.currency ?? arrived.state.currency,
    });
    if (arrived.ignored.length > 0) arrival.current.onIgnored();
    mounted.current = true;
  }, [inputs, setRaw]);

  useEffect(() => {
    if (!mounted.current) return;
    const ticking = liveKeys.filter((key) => !touched.current.has(key));
    const { cities: places } = arrival.current;
    const shared = withOwnZones(
      inputs,
      {
        ...raw,
        values: {
          ...raw.values,
          ...Object.fromEntries(ticking.map((key) => [key, defaults.current.values[key] ?? ''])),
        },
      },
      places,
    );
    const withCurrency = hasCurrencyMenu(inputs);
    const query = stateToQuery(shared, defaults.current, withCurrency);
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
    publishLink(completeQuery(shared, withCurrency));
  }, [inputs, raw, liveKeys, touched]);

  return defaults;
}

/**
 * "Your own time zone" written as the zone itself, and "your own place" as the city, so a link
 * means the sender's zone and place to anyone.
 */
function withOwnZones(
  inputs: Record<string, InputSpec>,
  state: RawState,
  cities: readonly (Place & { id: string })[],
): RawState {
  const byId = new Map(cities.map((place) => [place.id, place]));
  const values = { ...state.values };
  for (const [key, spec] of Object.entries(inputs)) {
    const text = values[key];
    const linkText = kindOf(spec).linkText;
    if (text !== undefined && linkText) values[key] = linkText(spec, text, byId);
  }
  return { ...state, values };
}
