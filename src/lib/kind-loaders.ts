import { ALWAYS_LOADED_KINDS } from '../engine/kinds/registry.ts';
import type { InputKind } from '../engine/kinds/kind.ts';
import type { InputSpec } from '../engine/types.ts';

/**
 * The input kinds a calculator's island loads before it starts: those of its fields that not
 * every island has (dates, durations, lists, text…), each from its loader in
 * src/engine/kinds/loaders/.
 */
export function kindLoadersOf(inputs: Record<string, InputSpec>): InputKind[] {
  const kinds = new Set(Object.values(inputs).map((spec) => spec.kind));
  return [...kinds].filter((kind) => !ALWAYS_LOADED_KINDS.includes(kind)).sort();
}
