import type { InputSpec } from '../types/inputs.ts';
import { booleanKind } from './boolean/boolean.ts';
import { choiceKind } from './choice/choice.ts';
import { integerKind } from './integer/integer.ts';
import type { InputKind, KindModule, SpecOf } from './kind.ts';
import { moneyKind } from './money/money.ts';
import { numberKind } from './number/number.ts';
import { percentKind } from './percent/percent.ts';

/** Kind modules by kind, each typed for its own spec. */
export type KindModules = { readonly [K in InputKind]?: KindModule<SpecOf<K>> };

/**
 * The kinds most forms use are always here. Each other kind (dates, durations, lists, text…)
 * joins when its loader in ./loaders/ is imported: the build and the tests load them all
 * (./all.ts), while a calculator page's island loads only its form's own, before it starts, so
 * a page without a date field never downloads date parsing.
 */
const ALWAYS_LOADED: KindModules = {
  number: numberKind,
  integer: integerKind,
  money: moneyKind,
  percent: percentKind,
  select: choiceKind,
  radio: choiceKind,
  boolean: booleanKind,
};

/** The kinds every page's island has; each other kind has a loader named after it in ./loaders/. */
export const ALWAYS_LOADED_KINDS = Object.keys(ALWAYS_LOADED) as InputKind[];

const loaded: { -readonly [K in InputKind]?: KindModule<SpecOf<K>> } = { ...ALWAYS_LOADED };

export function registerKinds(kinds: KindModules): void {
  Object.assign(loaded, kinds);
}

/** The kinds loaded so far. */
export const loadedKinds = (): InputKind[] => Object.keys(loaded) as InputKind[];

/** The module of a spec's kind, typed for that spec. */
export function kindOf<S extends InputSpec>(spec: S): KindModule<S> {
  const kind = loaded[spec.kind];
  if (!kind) throw new Error(`The "${spec.kind}" input kind is not loaded`);
  return kind as unknown as KindModule<S>;
}
