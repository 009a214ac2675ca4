import type { EngineContext } from './context.ts';
// Examples may fill in any kind of field; the build and the tests that replay them load every kind.
import './kinds/all.ts';
import { evaluate } from './evaluate.ts';
import { formatPlain } from './format/plain.ts';
import { defaultState, type RawState } from './state.ts';
import type { CalculatorDefinition, CalculatorExample, ExampleInput } from './types.ts';
import { toBase } from './units/convert.ts';

function isUnitValue(value: ExampleInput): value is { value: number; unit: string } {
  return typeof value === 'object' && !Array.isArray(value) && 'value' in value && 'unit' in value;
}

/** The raw state an example describes: the defaults (metric), with the example's entries typed in. */
export function exampleState(
  definition: CalculatorDefinition,
  example: CalculatorExample,
  context: EngineContext,
): RawState {
  const state = defaultState(definition.inputs, { ...context, unitSystem: 'metric' });
  for (const [key, value] of Object.entries(example.inputs)) {
    if (Array.isArray(value)) state.values[key] = value.join(', ');
    else if (isUnitValue(value)) {
      state.values[key] = formatPlain(value.value);
      state.units[key] = value.unit;
    } else state.values[key] = typeof value === 'number' ? formatPlain(value) : String(value);
  }
  return state;
}

/** Relative room for a source that rounds to `digits` significant digits; exact to 1e-9 otherwise. */
const relativeRoom = (digits: number | undefined) => (digits === undefined ? 1e-9 : 10 ** (1 - digits));

export interface ExampleMismatch {
  output: string;
  expected: number | string;
  actual: unknown;
}

/** Runs an example and lists every expected output that the calculator does not reproduce. */
export function checkExample(
  definition: CalculatorDefinition,
  example: CalculatorExample,
  context: EngineContext,
): { mismatches: ExampleMismatch[]; problem?: string } {
  // Examples are data in the words file, so a misspelt key would otherwise pass unnoticed.
  const unknown = [
    ...Object.keys(example.inputs)
      .filter((key) => !(key in definition.inputs))
      .map((key) => `input "${key}"`),
    ...Object.keys(example.expect)
      .filter((key) => !(key in definition.outputs))
      .map((key) => `output "${key}"`),
  ];
  if (unknown.length > 0) return { mismatches: [], problem: `no such ${unknown.join(', ')}` };
  const result = evaluate(definition, exampleState(definition, example, context), context);
  if (result.status === 'invalid') {
    return { mismatches: [], problem: result.errors.map((e) => `${e.field}: ${e.message}`).join('; ') };
  }
  if (result.status === 'failed') return { mismatches: [], problem: result.message };
  const mismatches: ExampleMismatch[] = [];
  for (const [key, expectedRaw] of Object.entries(example.expect)) {
    const spec = definition.outputs[key];
    const actual = result.outputs[key];
    if (!spec) continue;
    let expected: number | string;
    if (typeof expectedRaw === 'object') {
      if (spec.kind !== 'number' || !spec.unitFamily) {
        mismatches.push({ output: key, expected: JSON.stringify(expectedRaw), actual: 'output has no unit family' });
        continue;
      }
      expected = toBase(spec.unitFamily, expectedRaw.value, expectedRaw.unit);
    } else {
      expected = expectedRaw;
    }
    if (typeof expected === 'string') {
      if (actual !== expected) mismatches.push({ output: key, expected, actual });
      continue;
    }
    const tolerance = example.tolerance ?? Math.max(Math.abs(expected) * relativeRoom(example.digits), 1e-12);
    if (typeof actual !== 'number' || !(Math.abs(actual - expected) <= tolerance)) {
      mismatches.push({ output: key, expected, actual });
    }
  }
  return { mismatches };
}
