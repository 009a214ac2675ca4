import type { UnitFamily } from '../units/table.ts';

/* The output kinds a calculator declares, and what compute returns for each. */

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
  /**
   * A select input whose value is the unit to show the result in (a converter's "To"): the
   * result follows that field and has no unit menu of its own. Without a `unitFamily`, the
   * select names units with their family ("length:m"), compute returns the value in that unit
   * and the page writes its symbol after it.
   */
  unitInput?: string;
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
  /**
   * A price per unit (per kWh, per coin, per share) rather than an amount: shown with at least
   * four significant digits ($0.045, $0.00001235) instead of rounded to the cent.
   */
  perUnit?: boolean;
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
