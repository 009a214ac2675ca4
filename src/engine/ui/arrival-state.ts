import type { EngineContext } from '../context.ts';
import { kindOf } from '../kinds/registry.ts';
import { defaultState, type RawState } from '../state.ts';
import type { InputSpec } from '../types/inputs.ts';
import { queryToState } from './url-state.ts';

type UnitSystem = EngineContext['unitSystem'];

/** Who arrives: their unit preference, their engine context in a given system, and what their browser brings. */
export interface Visitor {
  preferred: UnitSystem;
  contextIn: (system: UnitSystem) => EngineContext;
  /** The currency of the visitor's locale, when the money menus offer it. */
  localCurrency?: string | undefined;
  /** The values this browser keeps for the calculator. */
  kept: Record<string, string>;
}

export interface Arrival {
  /** The visitor's own defaults, which the address is measured against and Reset goes back to. */
  defaults: RawState;
  /** What the form opens with: the defaults, then the kept fields, then the link's values. */
  state: RawState;
  /** The system the form opens in: the link's, when it names units, else the visitor's. */
  system: UnitSystem;
  /** Link parameters that could not be used. */
  ignored: string[];
}

/**
 * The form a visitor arrives at from `query` (the address's search part), kept apart from the
 * page so that every calculator's links can be proven, without a browser, to show the same result
 * to an opener who prefers the other unit system.
 */
export function arrivalState(inputs: Record<string, InputSpec>, query: string, visitor: Visitor): Arrival {
  const withKept = (state: RawState) => ({ ...state, values: { ...state.values, ...visitor.kept } });
  const defaults = defaultState(inputs, visitor.contextIn(visitor.preferred));
  if (hasCurrencyMenu(inputs)) defaults.currency = visitor.localCurrency ?? defaults.currency;
  // A version 1 link left out what equalled its sender's defaults, most likely the metric ones.
  const legacy = withKept(defaultState(inputs, visitor.contextIn('metric')));
  const fromLink = queryToState(query, withKept(defaults), (key, unit) => acceptsUnit(inputs[key], unit), legacy);
  // A link's own units decide the form's system; the opener's saved preference stays as it was.
  const system = fromLink.present ? systemOfUnits(inputs, fromLink.state, visitor.preferred) : visitor.preferred;
  return { defaults, state: fromLink.state, system, ignored: fromLink.ignored };
}

const acceptsUnit = (spec: InputSpec | undefined, unit: string) =>
  spec ? (kindOf(spec).acceptsUnit?.(spec, unit) ?? false) : false;

/** Whether the form shows a currency menu (a money field not fixed to one currency). */
export const hasCurrencyMenu = (inputs: Record<string, InputSpec>) =>
  Object.values(inputs).some((spec) => spec.kind === 'money' && spec.currency === undefined);

/** Whether the form offers US units (it then shows the metric/US switch). */
export const offersImperial = (inputs: Record<string, InputSpec>) =>
  Object.values(inputs).some((spec) => 'imperialUnit' in spec && Boolean(spec.imperialUnit));

/**
 * Imperial when a link puts any field in its imperial unit, metric when it names only metric ones.
 * A field whose metric and imperial units are the same (a wheel's width in inches either way) says
 * nothing about the sender's system.
 */
function systemOfUnits(inputs: Record<string, InputSpec>, state: RawState, fallback: UnitSystem): UnitSystem {
  let named = false;
  for (const [key, spec] of Object.entries(inputs)) {
    const imperial = 'imperialUnit' in spec ? spec.imperialUnit : undefined;
    const metric = 'unit' in spec ? spec.unit : undefined;
    const unit = state.units[key];
    if (!imperial || imperial === metric || unit === undefined) continue;
    if (unit === imperial) return 'imperial';
    named = true;
  }
  return named ? 'metric' : fallback;
}
