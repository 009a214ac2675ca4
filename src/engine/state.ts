import type { EngineContext } from './context.ts';
import { kindOf } from './kinds/registry.ts';
import type { InputSpec } from './types/inputs.ts';

/**
 * What the visitor typed, exactly: the text of each field, the unit chosen for fields with a
 * unit menu, and the currency. Kept as text so a bad entry is never lost or rewritten.
 */
export interface RawState {
  values: Record<string, string>;
  units: Record<string, string>;
  currency: string;
}

export const DEFAULT_CURRENCY = 'USD';

/** The starting unit of a field, honouring the visitor's metric/imperial preference. */
export function startingUnit(spec: InputSpec, system: EngineContext['unitSystem']): string | undefined {
  return kindOf(spec).startingUnit?.(spec, system);
}

/** The default of a field as text, in the unit the field starts with. */
export function defaultText(spec: InputSpec, context: EngineContext, unit?: string): string {
  return kindOf(spec).defaultText(spec, context, unit);
}

export function defaultState(inputs: Record<string, InputSpec>, context: EngineContext): RawState {
  const state: RawState = { values: {}, units: {}, currency: DEFAULT_CURRENCY };
  for (const [key, spec] of Object.entries(inputs)) {
    const unit = startingUnit(spec, context.unitSystem);
    if (unit) state.units[key] = unit;
    state.values[key] = defaultText(spec, context, unit);
  }
  return state;
}
