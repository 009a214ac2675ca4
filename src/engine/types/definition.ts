import type { InputSpec, InputValues } from './inputs.ts';
import type { OutputSpec, OutputValues } from './outputs.ts';

/*
 * A whole calculator: its inputs and outputs (plain data), and `compute` and `validate`, the only
 * code, which live in the calculator's own lazily loaded chunk. Its worked examples are words, not
 * code: they sit in the front matter of its words file (see ./examples.ts), so the browser never
 * downloads them.
 */

export interface FieldError {
  /** The input the message belongs to. */
  field: string;
  message: string;
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
