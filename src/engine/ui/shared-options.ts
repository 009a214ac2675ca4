import { isMenu } from '../kinds/choice/choice.ts';
import type { InputSpec } from '../types/inputs.ts';

/** Which menus take their options from which earlier menu: follower key → leader key. */
export type SameOptions = Readonly<Record<string, string>>;

/**
 * A list this long (as JSON) is sent once: gzip finds a shorter repeat by itself, but not one
 * that starts further back than its 32 KB window, which a long list, escaped into an HTML
 * attribute, soon is.
 */
const LONG_LIST = 4096;

/**
 * The island's inputs with each menu whose long option list repeats an earlier menu's sent
 * without it, and the record of where to copy it from (the form part `repeatedOptions` does,
 * loaded by the pages that need it). The general unit converter's From and To each list 237
 * units, and the second list cost its page 3.6 KB of gzip.
 */
export function withoutRepeatedOptions(inputs: Record<string, InputSpec>): {
  inputs: Record<string, InputSpec>;
  sameOptionsAs: SameOptions;
} {
  const leaders = new Map<string, string>();
  const sameOptionsAs: Record<string, string> = {};
  const sent: Record<string, InputSpec> = {};
  for (const [key, spec] of Object.entries(inputs)) {
    if (!isMenu(spec)) {
      sent[key] = spec;
      continue;
    }
    const list = JSON.stringify(spec.options);
    const leader = leaders.get(list);
    if (list.length < LONG_LIST) {
      sent[key] = spec;
    } else if (leader === undefined) {
      leaders.set(list, key);
      sent[key] = spec;
    } else {
      sameOptionsAs[key] = leader;
      sent[key] = { ...spec, options: [] };
    }
  }
  return { inputs: sent, sameOptionsAs };
}

/** Whether any menu of `inputs` is sent without its options (so the page loads `repeatedOptions`). */
export const repeatsOptions = (inputs: Record<string, InputSpec>): boolean =>
  Object.keys(withoutRepeatedOptions(inputs).sameOptionsAs).length > 0;

/** The inputs as the calculator defined them, the repeated option lists copied back. */
export function withRepeatedOptions(
  inputs: Record<string, InputSpec>,
  sameOptionsAs: SameOptions | undefined,
): Record<string, InputSpec> {
  const followers = Object.entries(sameOptionsAs ?? {});
  if (followers.length === 0) return inputs;
  const restored = { ...inputs };
  for (const [key, leader] of followers) {
    const spec = inputs[key];
    const source = inputs[leader];
    if (isMenu(spec) && isMenu(source)) restored[key] = { ...spec, options: source.options };
  }
  return restored;
}
