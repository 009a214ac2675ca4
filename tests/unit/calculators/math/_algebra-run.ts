import { loadCalculator } from '../../../../src/calculators/registry.ts';
import { evaluate, type Evaluation } from '../../../../src/engine/evaluate.ts';
import { exampleState } from '../../../../src/engine/examples.ts';
import type { ExampleInput } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

/** Evaluates a calculator as the page would, with the given fields typed over its defaults. */
export async function evaluateWith(slug: string, inputs: Record<string, ExampleInput>): Promise<Evaluation> {
  const definition = await loadCalculator(slug);
  return evaluate(definition, exampleState(definition, { inputs, expect: {}, source: '' }, context), context);
}

/** The outputs of an evaluation that must succeed. */
export async function outputsWith(
  slug: string,
  inputs: Record<string, ExampleInput>,
): Promise<Record<string, unknown>> {
  const result = await evaluateWith(slug, inputs);
  if (result.status !== 'ok') throw new Error(`not evaluated: ${JSON.stringify(result)}`);
  return result.outputs;
}

/** The messages at the fields of an evaluation that must be refused. */
export async function errorsWith(slug: string, inputs: Record<string, ExampleInput>): Promise<Record<string, string>> {
  const result = await evaluateWith(slug, inputs);
  if (result.status !== 'invalid') throw new Error(`not refused: ${JSON.stringify(result)}`);
  return Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
}
