import type { CalculatorEntry } from '../calculators/catalogue.ts';
import { loadCalculator } from '../calculators/registry.ts';
import type { EngineContext } from '../engine/context.ts';
import { evaluate, type Evaluation } from '../engine/evaluate.ts';
import { exampleState } from '../engine/examples.ts';
// The build renders every unit family and input kind (a page's island loads only its own).
import '../engine/kinds/all.ts';
import '../engine/units/all.ts';
import { formatOutput, shownUnits } from '../engine/format/outputs.ts';
import { descriptionOf } from '../engine/kinds/descriptions.ts';
import { defaultState, type RawState } from '../engine/state.ts';
import type { CalculatorDefinition, CalculatorExample, InputSpec, OutputSpec } from '../engine/types.ts';
import { buildContext, getCities, type City } from './engine-context.ts';

export interface WorkedExample {
  inputs: { label: string; value: string }[];
  outputs: { label: string; value: string }[];
  source: string;
}

export interface PreparedCalculator {
  definition: CalculatorDefinition;
  inputs: Record<string, InputSpec>;
  outputs: Record<string, OutputSpec>;
  initial: RawState;
  prerendered: Evaluation;
  examples: WorkedExample[];
  cities?: City[];
}

function describeInput(spec: InputSpec, state: RawState, key: string, context: EngineContext): string {
  const situation = { unit: state.units[key], currency: state.currency, context };
  return descriptionOf(spec).describe(spec, state.values[key] ?? '', situation);
}

/**
 * The build-time result with long tables cut to their preview rows: the page shows only those
 * before the calculator's code loads, and the full table is computed in the browser.
 */
function previewOnly(outputs: Record<string, OutputSpec>, evaluation: Evaluation): Evaluation {
  if (evaluation.status !== 'ok') return evaluation;
  const trimmed = { ...evaluation.outputs };
  for (const [key, spec] of Object.entries(outputs)) {
    const rows = trimmed[key];
    if (spec.kind === 'table' && Array.isArray(rows)) trimmed[key] = rows.slice(0, spec.previewRows ?? 12);
  }
  return { ...evaluation, outputs: trimmed };
}

/** Everything a calculator page needs, computed once at build time. */
export async function prepareCalculator(entry: CalculatorEntry, context = buildContext()): Promise<PreparedCalculator> {
  return prepareDefinition(await loadCalculator(entry.slug), entry.words.examples, context);
}

/** The same for a definition in hand (the test-only page of every input kind). */
export function prepareDefinition(
  definition: CalculatorDefinition,
  workedExamples: readonly CalculatorExample[] = [],
  context = buildContext(),
): PreparedCalculator {
  const initial = defaultState(definition.inputs, context);
  const prerendered = previewOnly(definition.outputs, evaluate(definition, initial, context));
  const examples = workedExamples.map((example) => {
    const state = exampleState(definition, example, context);
    const result = evaluate(definition, state, context);
    const units = shownUnits(definition.outputs, state.values);
    const shownInputs =
      Object.keys(example.inputs).length > 0 ? Object.keys(example.inputs) : Object.keys(definition.inputs);
    return {
      inputs: shownInputs.flatMap((key) => {
        const spec = definition.inputs[key];
        return spec ? [{ label: spec.label, value: describeInput(spec, state, key, context) }] : [];
      }),
      outputs: Object.keys(example.expect).flatMap((key) => {
        const spec = definition.outputs[key];
        if (!spec) return [];
        const value =
          result.status === 'ok'
            ? formatOutput(spec, result.outputs[key], { unit: units[key], currency: state.currency })
            : '—';
        return [{ label: spec.label, value }];
      }),
      source: example.source,
    };
  });
  const kinds = new Set(Object.values(definition.inputs).map((spec) => spec.kind));
  return {
    definition,
    inputs: definition.inputs,
    outputs: definition.outputs,
    initial,
    prerendered,
    examples,
    ...(kinds.has('location') ? { cities: getCities() } : {}),
  };
}
