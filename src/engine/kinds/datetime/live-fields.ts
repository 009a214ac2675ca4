import type { InputSpec } from '../../types/inputs.ts';

/** The date-time fields that follow the clock (`live: true`). */
export function liveFields(inputs: Record<string, InputSpec>): string[] {
  return Object.entries(inputs).flatMap(([key, spec]) => (spec.kind === 'datetime' && spec.live ? [key] : []));
}
