import type { EngineContext } from '../context.ts';
import type { InputSpec, Place } from '../types/inputs.ts';
import type { FieldRule } from '../validation/messages.ts';

/** Every input kind a calculator can declare. */
export type InputKind = InputSpec['kind'];

/** The spec of one kind. */
export type SpecOf<K extends InputKind> = Extract<InputSpec, { kind: K }>;

/** A field's entry read into what compute receives, or the rule it broke and the engine's message. */
export type KindParse =
  { ok: true; value: unknown; understood?: string | undefined } | { ok: false; rule: FieldRule; message: string };

/** What a kind reads from the form besides the field's own text. */
export interface ParseSituation {
  /** The unit chosen in the field's menu, when it has one. */
  unit: string | undefined;
  context: EngineContext;
}

/** How the entry of a worked example is shown on the page. */
export interface DescribeSituation {
  unit: string | undefined;
  currency: string;
  context: EngineContext;
}

/**
 * How a kind's entry is written where the form is not: in a worked example on the page, and in
 * `/calculators.json`. Only the build needs it, so the browser never downloads it.
 */
export interface KindDescription<S extends InputSpec> {
  /** The entry as a worked example shows it ("5 ft", "6.5%", "Yes"). */
  describe: (spec: S, text: string, situation: DescribeSituation) => string;
  /** The unit symbol `/calculators.json` lists for the field. */
  unitSymbol?: (spec: S) => string | undefined;
}

/**
 * What the form needs to know about one input kind, apart from drawing it (see `fields.ts`)
 * and describing it (see `descriptions.ts`): kept free of React so the build, the tests and the
 * calculators' own chunks can use it.
 */
export interface KindModule<S extends InputSpec> {
  parse: (raw: string, spec: S, situation: ParseSituation) => KindParse;
  /** The default as the text the field starts with, in the unit it starts with. */
  defaultText: (spec: S, context: EngineContext, unit: string | undefined) => string;
  /** The unit a field with a unit menu starts in, honouring the metric/imperial preference. */
  startingUnit?: (spec: S, system: EngineContext['unitSystem']) => string | undefined;
  /** The unit the field moves to when the visitor switches system; none when it does not follow the system. */
  systemUnit?: (spec: S, system: EngineContext['unitSystem']) => string | undefined;
  /** Whether a unit from a link belongs on the field's menu. */
  acceptsUnit?: (spec: S, unit: string) => boolean;
  /**
   * The field's text re-expressed in another unit; text it cannot read is left as typed. `typed`
   * rounds as a person would type it (the whole form switched to US units: 70 kg → 154.3 lb);
   * `exact` keeps six significant digits, so choosing another unit in one field's menu leaves the
   * quantity, and the result, as they were.
   */
  convertText?: (spec: S, text: string, from: string, to: string, rounding: 'typed' | 'exact') => string;
  /**
   * The field's text as a shared link writes it, where it differs: "your own time zone" as the
   * zone itself and "your own place" as the city, so a link means the sender's zone and place
   * to anyone.
   */
  linkText?: (spec: S, text: string, cities: ReadonlyMap<string, Place & { id: string }>) => string;
}

export const parsed = (value: unknown, understood?: string): KindParse => ({ ok: true, value, understood });
export const broken = (rule: FieldRule, message: string): KindParse => ({ ok: false, rule, message });
