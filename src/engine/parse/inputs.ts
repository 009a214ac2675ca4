import type { EngineContext } from '../context.ts';
import { kindOf } from '../kinds/registry.ts';
import type { RawState } from '../state.ts';
import type { FieldError } from '../types/definition.ts';
import type { InputSpec } from '../types/inputs.ts';

export interface ParsedInputs {
  values: Record<string, unknown>;
  errors: FieldError[];
  /** What the engine understood from an entry written in another form ("1 3/4" → 1.75). */
  understood: Record<string, string>;
}

const MAX_TEXT = 10_000;

/**
 * Turns what the visitor typed into the values compute receives, or a message for each field
 * (the field's own wording for the broken rule when it has one).
 */
export function parseInputs(inputs: Record<string, InputSpec>, state: RawState, context: EngineContext): ParsedInputs {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const understood: Record<string, string> = {};
  for (const [key, spec] of Object.entries(inputs)) {
    const raw = (state.values[key] ?? '').slice(0, MAX_TEXT);
    const result = kindOf(spec).parse(raw, spec, { unit: state.units[key], context });
    if (!result.ok) {
      errors.push({ field: key, message: spec.messages?.[result.rule] ?? result.message });
      continue;
    }
    values[key] = result.value;
    if (result.understood) understood[key] = result.understood;
  }
  return { values, errors, understood };
}
