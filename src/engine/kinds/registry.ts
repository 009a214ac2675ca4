import type { InputSpec } from '../types/inputs.ts';
import { booleanKind } from './boolean/boolean.ts';
import { choiceKind } from './choice/choice.ts';
import { dateKind } from './date/date.ts';
import { dateTimeKind } from './datetime/datetime.ts';
import { durationKind } from './duration/duration.ts';
import { fractionKind } from './fraction/fraction.ts';
import { integerKind } from './integer/integer.ts';
import type { InputKind, KindModule, SpecOf } from './kind.ts';
import { locationKind } from './location/location.ts';
import { moneyKind } from './money/money.ts';
import { numberListKind } from './number-list/number-list.ts';
import { numberKind } from './number/number.ts';
import { percentKind } from './percent/percent.ts';
import { textKind } from './text/text.ts';
import { timeKind } from './time/time.ts';
import { timeZoneKind } from './timezone/timezone.ts';

/** Every input kind's module; a kind added to the `InputSpec` union without one here does not compile. */
export const KINDS: { readonly [K in InputKind]: KindModule<SpecOf<K>> } = {
  number: numberKind,
  integer: integerKind,
  money: moneyKind,
  percent: percentKind,
  select: choiceKind,
  radio: choiceKind,
  boolean: booleanKind,
  date: dateKind,
  time: timeKind,
  datetime: dateTimeKind,
  duration: durationKind,
  timezone: timeZoneKind,
  location: locationKind,
  numberList: numberListKind,
  fraction: fractionKind,
  text: textKind,
};

/** The module of a spec's kind, typed for that spec. */
export function kindOf<S extends InputSpec>(spec: S): KindModule<S> {
  return KINDS[spec.kind] as unknown as KindModule<S>;
}
