import { booleanDescription } from './boolean/describe.ts';
import { choiceDescription } from './choice/describe.ts';
import { durationDescription } from './duration/describe.ts';
import { integerDescription } from './integer/describe.ts';
import type { InputSpec } from '../types/inputs.ts';
import type { InputKind, KindDescription, SpecOf } from './kind.ts';
import { locationDescription } from './location/describe.ts';
import { moneyDescription } from './money/describe.ts';
import { numberDescription } from './number/describe.ts';
import { percentDescription } from './percent/describe.ts';

/** Kinds whose entry reads the same everywhere: a date, a time, a zone, a list, a fraction, text. */
const AS_TYPED: KindDescription<InputSpec> = { describe: (_spec, text) => text };

/**
 * How each kind's entry is written in worked examples and `/calculators.json` (build only, so
 * apart from `registry.ts`); a kind missing here does not compile.
 */
export const DESCRIPTIONS: { readonly [K in InputKind]: KindDescription<SpecOf<K>> } = {
  number: numberDescription,
  integer: integerDescription,
  money: moneyDescription,
  percent: percentDescription,
  select: choiceDescription,
  radio: choiceDescription,
  boolean: booleanDescription,
  date: AS_TYPED,
  time: AS_TYPED,
  datetime: AS_TYPED,
  duration: durationDescription,
  timezone: AS_TYPED,
  location: locationDescription,
  numberList: AS_TYPED,
  fraction: AS_TYPED,
  text: AS_TYPED,
};

/** The description of a spec's kind, typed for that spec. */
export function descriptionOf<S extends InputSpec>(spec: S): KindDescription<S> {
  return DESCRIPTIONS[spec.kind] as unknown as KindDescription<S>;
}
