import type { Duration } from './inputs.ts';

/*
 * A worked example: the figures an independent source gives for one set of inputs. Examples live
 * in the front matter of the calculator's words (content/calculators/<category>/<slug>.md), where
 * the build shows them on the page and the example test replays them; no browser needs them.
 */

/** A unit value: a number in the unit named, e.g. `{ value: 400, unit: mi }`. */
export interface UnitValue {
  value: number;
  unit: string;
}

/** Example values: a number is in the field's own unit; `{ value, unit }` names another unit. */
export type ExampleInput = number | string | boolean | readonly number[] | Duration | UnitValue;

export interface CalculatorExample {
  /** Inputs that differ from the defaults, by input key. */
  inputs: Readonly<Record<string, ExampleInput>>;
  /** Expected outputs by output key: numbers in the output's base unit, or `{ value, unit }`. */
  expect: Readonly<Record<string, number | string | UnitValue>>;
  /** Allowed absolute difference for numbers, in the output's base unit. */
  tolerance?: number | undefined;
  /** The source rounds to this many significant digits: the allowed difference follows from it. */
  digits?: number | undefined;
  /** Where the expected values come from: a standard, table, textbook or published example. */
  source: string;
}
