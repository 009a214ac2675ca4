import type { EngineContext } from './context.ts';
import { parseInputs } from './parse/inputs.ts';
import type { RawState } from './state.ts';
import type { CalculatorDefinition, FieldError, InputSpec, OutputSpec } from './types.ts';

export type Evaluation =
  | { status: 'ok'; outputs: Record<string, unknown>; understood: Record<string, string>; shareLine?: string }
  | { status: 'invalid'; errors: FieldError[]; understood: Record<string, string> }
  | { status: 'failed'; message: string; understood: Record<string, string> };

/** True when every number inside a value (tables and charts included) is finite. */
export function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Parses, validates and computes. Never throws: a calculator that throws or returns a
 * non-finite number yields 'failed', which the property tests treat as a defect.
 */
export function evaluate<I extends Record<string, InputSpec>, O extends Record<string, OutputSpec>>(
  definition: CalculatorDefinition<I, O>,
  state: RawState,
  context: EngineContext,
): Evaluation {
  const parsed = parseInputs(definition.inputs, state, context);
  const { understood } = parsed;
  if (parsed.errors.length > 0) return { status: 'invalid', errors: parsed.errors, understood };
  try {
    const crossField = definition.validate?.(parsed.values as never) ?? [];
    if (crossField.length > 0) return { status: 'invalid', errors: crossField, understood };
    const outputs = definition.compute(parsed.values as never) as Record<string, unknown>;
    for (const key of Object.keys(definition.outputs)) {
      if (!(key in outputs) || !allFinite(outputs[key])) {
        return { status: 'failed', message: `The result "${key}" could not be calculated.`, understood };
      }
    }
    const shareLine = definition.shareLine?.(outputs as never, parsed.values as never);
    return { status: 'ok', outputs, understood, ...(shareLine === undefined ? {} : { shareLine }) };
  } catch (error) {
    return {
      status: 'failed',
      message: error instanceof Error ? error.message : 'The calculation failed.',
      understood,
    };
  }
}
