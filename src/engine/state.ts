import type { EngineContext } from './context.ts';
import { resolveRelativeDate } from './parse/dates.ts';
import type { InputSpec } from './types.ts';
import { convert } from './units/convert.ts';

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
  if (spec.kind === 'number' && spec.unitFamily) {
    return system === 'imperial' && spec.imperialUnit ? spec.imperialUnit : spec.unit;
  }
  if (spec.kind === 'duration') return spec.default.unit;
  return undefined;
}

/** The default of a field as text, in the unit the field starts with. */
export function defaultText(spec: InputSpec, context: EngineContext, unit?: string): string {
  switch (spec.kind) {
    case 'number':
    case 'integer':
    case 'money':
    case 'percent':
      return formatPlain(defaultInUnit(spec, unit));
    case 'boolean':
      return spec.default ? 'true' : 'false';
    case 'date':
      return resolveRelativeDate(spec.default, context.today);
    case 'datetime':
      return spec.default === 'now' ? context.now : spec.default;
    case 'duration':
      return formatPlain(spec.default.value);
    case 'numberList':
      return spec.default.join(', ');
    case 'timezone':
    case 'location':
    case 'select':
    case 'radio':
    case 'time':
    case 'fraction':
      return spec.default;
  }
}

function defaultInUnit(spec: InputSpec & { kind: 'number' | 'integer' | 'money' | 'percent' }, unit?: string): number {
  if (spec.kind !== 'number' || !spec.unitFamily || !spec.unit || !unit || unit === spec.unit) return spec.default;
  return convert(spec.unitFamily, spec.default, spec.unit, unit);
}

/** A number as a person would type it: no exponent for everyday sizes, no float noise. */
export function formatPlain(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Math.abs(rounded) >= 1e-6 || rounded === 0 ? String(rounded).replace(/e\+?/, 'e') : String(rounded);
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
