import type { CalculatorDefinition, InputSpec, OutputSpec } from './types.ts';

/** Declares a calculator; the type parameters flow from inputs to compute and examples. */
export function defineCalculator<const I extends Record<string, InputSpec>, const O extends Record<string, OutputSpec>>(
  definition: CalculatorDefinition<I, O>,
): CalculatorDefinition<I, O> {
  return definition;
}
