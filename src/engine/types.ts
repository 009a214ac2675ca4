import type { UnitFamily } from './units/table.ts';

/*
 * The shapes every calculator is made of. Input and output specs are plain data (no
 * functions), so a page can hand them to the browser island as props; only `compute` and
 * `validate` are code, and they live in the calculator's own lazily loaded chunk.
 */

interface InputBase {
  label: string;
  /** One line under the field. */
  help?: string;
  /**
   * Kept in this browser and brought back on the next visit (a world clock's cities), unless a
   * link says otherwise. Reset forgets it.
   */
  remember?: boolean;
}

export interface NumberInputSpec extends InputBase {
  kind: 'number';
  default: number;
  /** With a family the field has a unit menu; compute receives the value in the family's base unit. */
  unitFamily?: UnitFamily;
  /** The unit `default`, `min` and `max` are written in (and the menu's first choice). */
  unit?: string;
  /** Units offered in the menu (default: every unit of the family). */
  units?: readonly string[];
  /** Unit to start with when the visitor prefers imperial units. */
  imperialUnit?: string;
  min?: number;
  max?: number;
  /** Whether min itself is allowed (default true). */
  minInclusive?: boolean;
  step?: number;
  /** Suffix shown after a field without units, e.g. "people". */
  suffix?: string;
}

export interface IntegerInputSpec extends InputBase {
  kind: 'integer';
  default: number;
  min?: number;
  max?: number;
  suffix?: string;
}

export interface MoneyInputSpec extends InputBase {
  kind: 'money';
  default: number;
  /**
   * The only currency the figures can be in (US tax tables work in US dollars): the field has
   * no currency menu, and a link's other currency is not used.
   */
  currency?: string;
  min?: number;
  max?: number;
  minInclusive?: boolean;
}

export interface PercentInputSpec extends InputBase {
  kind: 'percent';
  /** In percent: 6.5 means 6.5 %. Compute receives it the same way. */
  default: number;
  min?: number;
  max?: number;
}

export interface Choice {
  value: string;
  label: string;
}

export interface SelectInputSpec extends InputBase {
  kind: 'select' | 'radio';
  options: readonly Choice[];
  default: string;
}

export interface BooleanInputSpec extends InputBase {
  kind: 'boolean';
  default: boolean;
}

export interface DateInputSpec extends InputBase {
  kind: 'date';
  /** 'YYYY-MM-DD', or 'today' plus an optional offset in days (e.g. 'today+30'); '' when optional. */
  default: string;
  min?: string;
  max?: string;
  /** May be left empty; compute then receives ''. */
  optional?: boolean;
}

export interface TimeInputSpec extends InputBase {
  kind: 'time';
  /** 'HH:MM' (24-hour). */
  default: string;
}

export interface DateTimeInputSpec extends InputBase {
  kind: 'datetime';
  /** 'YYYY-MM-DDTHH:MM[:SS]', or 'now'. */
  default: string;
  /** With default 'now': the field follows the clock, second by second, until the visitor edits it. */
  live?: boolean;
}

export type DurationUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export interface Duration {
  value: number;
  unit: DurationUnit;
}

export interface DurationInputSpec extends InputBase {
  kind: 'duration';
  default: Duration;
  units: readonly DurationUnit[];
  min?: Duration;
  max?: Duration;
}

export interface TimeZoneInputSpec extends InputBase {
  kind: 'timezone';
  /** An IANA zone, or 'local' for the visitor's own. */
  default: string;
}

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface LocationInputSpec extends InputBase {
  kind: 'location';
  /** A city id from content/cities.yaml. */
  default: string;
}

export interface NumberListInputSpec extends InputBase {
  kind: 'numberList';
  default: readonly number[];
  minCount?: number;
  maxCount?: number;
}

export interface FractionInputSpec extends InputBase {
  kind: 'fraction';
  /** As typed: "3/4", "1 1/2", "-2". */
  default: string;
}

export type InputSpec =
  | NumberInputSpec
  | IntegerInputSpec
  | MoneyInputSpec
  | PercentInputSpec
  | SelectInputSpec
  | BooleanInputSpec
  | DateInputSpec
  | TimeInputSpec
  | DateTimeInputSpec
  | DurationInputSpec
  | TimeZoneInputSpec
  | LocationInputSpec
  | NumberListInputSpec
  | FractionInputSpec;

/** What compute receives for each input kind. */
export interface FractionValue {
  /** Sign-carrying numerator and positive denominator, in lowest terms. */
  numerator: number;
  denominator: number;
}

export type InputValue<S extends InputSpec> = S extends { kind: 'number' | 'integer' | 'money' | 'percent' }
  ? number
  : S extends { kind: 'select' | 'radio' }
    ? S['options'][number]['value']
    : S extends { kind: 'boolean' }
      ? boolean
      : S extends { kind: 'date' | 'time' | 'datetime' | 'timezone' }
        ? string
        : S extends { kind: 'duration' }
          ? Duration
          : S extends { kind: 'location' }
            ? Place
            : S extends { kind: 'numberList' }
              ? number[]
              : S extends { kind: 'fraction' }
                ? FractionValue
                : never;

export type InputValues<I extends Record<string, InputSpec>> = { [K in keyof I]: InputValue<I[K]> };

interface OutputBase {
  label: string;
  /** The headline result, shown large. */
  primary?: boolean;
  help?: string;
}

export interface NumberOutputSpec extends OutputBase {
  kind: 'number';
  /** compute returns base-unit values; the page shows them in `unit` with a unit menu. */
  unitFamily?: UnitFamily;
  unit?: string;
  imperialUnit?: string;
  units?: readonly string[];
  /** Significant digits (default 4) or fixed decimals. */
  digits?: number;
  decimals?: number;
  suffix?: string;
}

export interface IntegerOutputSpec extends OutputBase {
  kind: 'integer';
  suffix?: string;
}

export interface MoneyOutputSpec extends OutputBase {
  kind: 'money';
  /** Input whose currency applies (default: the first money input). */
  currencyFrom?: string;
}

export interface PercentOutputSpec extends OutputBase {
  kind: 'percent';
  decimals?: number;
}

export interface TextOutputSpec extends OutputBase {
  kind: 'text';
}

export interface DateOutputSpec extends OutputBase {
  kind: 'date' | 'datetime';
}

export interface DurationOutputSpec extends OutputBase {
  kind: 'duration';
  /** compute returns seconds; shown as days, hours, minutes and seconds down to `smallest`. */
  smallest?: 'second' | 'minute' | 'hour' | 'day';
}

export type ColumnKind = 'number' | 'integer' | 'money' | 'percent' | 'text' | 'date';

export interface TableOutputSpec extends OutputBase {
  kind: 'table';
  columns: readonly { key: string; label: string; kind: ColumnKind }[];
  /** Rows shown before "Show all" (default 12). */
  previewRows?: number;
}

export interface ChartOutputSpec extends OutputBase {
  kind: 'chart';
  chart: 'line' | 'bar' | 'pie';
  /** Axis and value formatting. */
  xLabel?: string;
  yLabel?: string;
  valueKind?: 'number' | 'money' | 'percent';
}

export type OutputSpec =
  | NumberOutputSpec
  | IntegerOutputSpec
  | MoneyOutputSpec
  | PercentOutputSpec
  | TextOutputSpec
  | DateOutputSpec
  | DurationOutputSpec
  | TableOutputSpec
  | ChartOutputSpec;

export type TableRow = Record<string, number | string>;

export interface ChartSeries {
  name: string;
  points: readonly { x: number | string; y: number }[];
}

export type OutputValue<S extends OutputSpec> = S extends {
  kind: 'number' | 'integer' | 'money' | 'percent' | 'duration';
}
  ? number
  : S extends { kind: 'text' | 'date' | 'datetime' }
    ? string
    : S extends { kind: 'table' }
      ? TableRow[]
      : S extends { kind: 'chart' }
        ? ChartSeries[]
        : never;

export type OutputValues<O extends Record<string, OutputSpec>> = { [K in keyof O]: OutputValue<O[K]> };

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
}

/** What a page needs of a dated table: the day its figures are true of and where they were published. */
export interface DatedTableNote {
  /** YYYY-MM-DD */
  asOf: string;
  sources: readonly { title: string; url: string }[];
}
