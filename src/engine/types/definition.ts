import type { Duration, InputSpec, InputValues } from './inputs.ts';
import type { OutputSpec, OutputValues } from './outputs.ts';

/*
 * A whole calculator: its inputs and outputs (plain data), and `compute` and `validate`, the only
 * code, which live in the calculator's own lazily loaded chunk.
 */

export interface FieldError {
  /** The input the message belongs to. */
  field: string;
  message: string;
}

/** Example values: a number is in the field's own unit; `{ value, unit }` names another unit. */
export type ExampleInput = number | string | boolean | readonly number[] | Duration | { value: number; unit: string };

export interface CalculatorExample<I extends Record<string, InputSpec>, O extends Record<string, OutputSpec>> {
  /** Inputs that differ from the defaults. */
  inputs: Partial<Record<keyof I & string, ExampleInput>>;
  /** Expected outputs: numbers in the output's base unit, or `{ value, unit }`. */
  expect: Partial<Record<keyof O & string, number | string | { value: number; unit: string }>>;
  /** Allowed absolute difference for numbers (default: exact to 1e-9 relative). */
  tolerance?: number;
  /** Where the expected values come from: a standard, table, textbook or published example. */
  source: string;
}

export interface CalculatorDefinition<
  I extends Record<string, InputSpec> = Record<string, InputSpec>,
  O extends Record<string, OutputSpec> = Record<string, OutputSpec>,
> {
  inputs: I;
  outputs: O;
  /** Rules that involve more than one field (end after start, part below total…). */
  validate?: (values: InputValues<I>) => FieldError[];
  /** Pure and synchronous: the same in Node (build, tests) and in the browser. */
  compute: (values: InputValues<I>) => OutputValues<O>;
  examples: readonly CalculatorExample<I, O>[];
  /** The dated tables of figures it reads (rates, prices, limits); its page says "as of" each one's date. */
  datedTables?: readonly DatedTableNote[];
  /**
   * Where a companion view goes: above the fields (a clock, a keypad, a drawing the fields
   * describe), or below the results for secondary controls (a converter's swap button and common
   * conversions), so on a phone the first field stays in the first screen.
   */
  viewPlacement?: 'above' | 'below';
  /**
   * The result in one plain sentence ("You are 9.4 bananas tall."): the page's social description
   * for the default result, and the text the share box sends for the result on screen.
   */
  shareLine?: (result: OutputValues<O>, values: InputValues<I>) => string;
}

/** What a page needs of a dated table: the day its figures are true of and where they were published. */
export interface DatedTableNote {
  /** YYYY-MM-DD */
  asOf: string;
  sources: readonly { title: string; url: string }[];
}
