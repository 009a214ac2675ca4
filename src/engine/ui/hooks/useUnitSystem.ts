import { useState, type Dispatch, type SetStateAction } from 'react';
import { kindOf } from '../../kinds/registry.ts';
import type { RawState } from '../../state.ts';
import type { InputSpec } from '../../types/inputs.ts';
import { saveUnitSystem } from '../unit-preference.ts';

export type UnitSystem = 'metric' | 'imperial';

/**
 * Metric or US/imperial for the whole form. Switching moves every field that has an imperial
 * unit to the other system, converting what was typed, and remembers the choice.
 */
export function useUnitSystem(inputs: Record<string, InputSpec>, setRaw: Dispatch<SetStateAction<RawState>>) {
  const [system, setSystem] = useState<UnitSystem>('metric');
  const hasImperial = Object.values(inputs).some((spec) => 'imperialUnit' in spec && Boolean(spec.imperialUnit));

  const switchSystem = (next: UnitSystem) => {
    saveUnitSystem(next);
    setSystem(next);
    setRaw((current) => {
      const values = { ...current.values };
      const units = { ...current.units };
      for (const [key, spec] of Object.entries(inputs)) {
        const kind = kindOf(spec);
        const target = kind.systemUnit?.(spec, next);
        const from = units[key] ?? kind.systemUnit?.(spec, 'metric');
        if (!target || !from) continue;
        const text = values[key] ?? '';
        values[key] = kind.convertText?.(spec, text, from, target) ?? text;
        units[key] = target;
      }
      return { ...current, values, units };
    });
  };
  return { system, setSystem, hasImperial, switchSystem };
}
