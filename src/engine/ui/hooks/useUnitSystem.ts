import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { kindOf } from '../../kinds/registry.ts';
import type { RawState } from '../../state.ts';
import type { InputSpec } from '../../types/inputs.ts';
import { saveUnitSystem } from '../unit-preference.ts';
import { offersImperial } from '../arrival-state.ts';

export type UnitSystem = 'metric' | 'imperial';

/** What a field held before a switch converted it, and what the conversion wrote. */
interface Converted {
  unit: string;
  text: string;
  wrote: string;
}

/**
 * Metric or US/imperial for the whole form. Switching moves every field that has an imperial
 * unit to the other system, converting what was typed (rounded as a person would type it), and
 * remembers the choice. Switching straight back restores what was typed rather than converting
 * the rounded figure again, so 70 kg → 154.3 lb → 70 kg, not 69.99 kg.
 */
export function useUnitSystem(inputs: Record<string, InputSpec>, setRaw: Dispatch<SetStateAction<RawState>>) {
  const [system, setSystem] = useState<UnitSystem>('metric');
  const before = useRef<Record<string, Converted>>({});
  const hasImperial = offersImperial(inputs);

  const switchSystem = (next: UnitSystem) => {
    saveUnitSystem(next);
    setSystem(next);
    setRaw((current) => {
      const values = { ...current.values };
      const units = { ...current.units };
      const kept: Record<string, Converted> = {};
      for (const [key, spec] of Object.entries(inputs)) {
        const kind = kindOf(spec);
        const target = kind.systemUnit?.(spec, next);
        const from = units[key] ?? kind.systemUnit?.(spec, 'metric');
        if (!target || !from) continue;
        const text = values[key] ?? '';
        const previous = before.current[key];
        const restored = previous && previous.unit === target && previous.wrote === text ? previous.text : undefined;
        values[key] = restored ?? kind.convertText?.(spec, text, from, target, 'typed') ?? text;
        units[key] = target;
        kept[key] = { unit: from, text, wrote: values[key] };
      }
      before.current = kept;
      return { ...current, values, units };
    });
  };
  return { system, setSystem, hasImperial, switchSystem };
}
