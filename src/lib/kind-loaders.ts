import { isMenu } from '../engine/kinds/choice/choice.ts';
import { offersFeetAndInches } from '../engine/kinds/number/feet-inches.ts';
import { ALWAYS_LOADED_KINDS } from '../engine/kinds/registry.ts';
import type { InputKind } from '../engine/kinds/kind.ts';
import type { InputSpec } from '../engine/types.ts';
import { repeatsOptions } from '../engine/ui/shared-options.ts';

/**
 * What a loader in src/engine/kinds/loaders/ adds: an input kind, or a part of the form few
 * forms use (src/engine/kinds/form-parts.ts).
 */
export type KindLoader =
  InputKind | 'feetInches' | 'choiceGroups' | 'rememberedFields' | 'companionView' | 'repeatedOptions';

const hasGroups = (spec: InputSpec) =>
  isMenu(spec) && (spec.sameGroupAs !== undefined || spec.options.some((option) => option.group !== undefined));

/**
 * The loaders a calculator's island runs before it starts: those of its fields' kinds that not
 * every island has (dates, durations, lists, text…), the feet-and-inches boxes where a length
 * may be shown in feet, grouped menus where a menu has groups, keeping fields where a field is
 * kept in the browser, the frame of the calculator's own view where it has one (`view`), and
 * the copying back of a long option list two menus repeat (src/engine/ui/shared-options.ts).
 */
export function kindLoadersOf(inputs: Record<string, InputSpec>, { view = false } = {}): KindLoader[] {
  const specs = Object.values(inputs);
  const kinds: KindLoader[] = [...new Set(specs.map((spec) => spec.kind))].filter(
    (kind) => !ALWAYS_LOADED_KINDS.includes(kind),
  );
  if (specs.some((spec) => spec.kind === 'number' && offersFeetAndInches(spec))) kinds.push('feetInches');
  if (specs.some(hasGroups)) kinds.push('choiceGroups');
  if (specs.some((spec) => spec.remember === true)) kinds.push('rememberedFields');
  if (view) kinds.push('companionView');
  if (repeatsOptions(inputs)) kinds.push('repeatedOptions');
  return kinds.sort();
}
