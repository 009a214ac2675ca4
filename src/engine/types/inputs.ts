import type { UnitFamily } from '../units/table.ts';
import type { FieldMessages } from '../validation/messages.ts';

/*
 * The input kinds a calculator declares. Specs are plain data (no functions), so a page can
 * hand them to the browser island as props.
 */

interface InputBase {
  label: string;
  /** Own wording for a rule this field's entry can break, replacing the engine's message. */
  messages?: FieldMessages;
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
  /** The heading the option is listed under in a menu ("Length"). */
  group?: string;
  /**
   * In a menu that others follow (`sameGroupAs`), the option a follower moves to when this one is
   * chosen and the follower's own is of another group (feet → metres).
   */
  partner?: string;
}

export interface SelectInputSpec extends InputBase {
  kind: 'select' | 'radio';
  options: readonly Choice[];
  default: string;
  /** Another select's key: this menu offers only the options of the group chosen there. */
  sameGroupAs?: string;
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
  /**
   * Dates before the Gregorian reform (15 October 1582) are Julian-calendar dates, as astronomers
   * read them: 29 February then exists in every fourth year, 1000 and 1300 included.
   */
  julianBeforeReform?: boolean;
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
  /** A city id from content/cities.yaml, or 'local': the list's city in the visitor's time zone. */
  default: string;
  /** The city id a 'local' default falls back to where no city of the list shares the visitor's zone. */
  fallback?: string;
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

export interface TextInputSpec extends InputBase {
  kind: 'text';
  /** As typed: a numeral, a colour code, a sentence. */
  default: string;
  /** Longest entry accepted, in characters (default 1,000). */
  maxLength?: number;
  /** A box of several lines, for a paragraph. */
  multiline?: boolean;
  /** Whether the field may be left empty (default: no). */
  allowEmpty?: boolean;
  /** The phone keyboard: 'text' (default), 'numeric' or 'decimal'. */
  inputMode?: 'text' | 'numeric' | 'decimal';
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
  | FractionInputSpec
  | TextInputSpec;

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
                : S extends { kind: 'text' }
                  ? string
                  : never;

export type InputValues<I extends Record<string, InputSpec>> = { [K in keyof I]: InputValue<I[K]> };
