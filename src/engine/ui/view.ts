import type { RawState } from '../state.ts';

/**
 * What the island hands a calculator's companion view: a React component in
 * src/calculators/<category>/<slug>.view.tsx, for tools that are more than a formula (a live
 * timer, a clock). The view is loaded as its own chunk and drawn above the fields or below the
 * results (the definition's `viewPlacement`); the form, results, URL state and formatting stay
 * the engine's.
 */
export interface CalculatorViewProps {
  /** The fields as the visitor typed them, with their units. */
  raw: RawState;
  /** The fields' starting values, so a view can tell the visitor's own choices from the defaults. */
  defaults: RawState;
  /** The fields the engine could read, as compute would receive them (fields with errors are left out). */
  values: Readonly<Record<string, unknown>>;
  /** Types a value into a field, as the visitor would. */
  setValue: (key: string, value: string) => void;
}
