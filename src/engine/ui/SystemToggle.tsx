import type { ReactNode } from 'react';
import type { UnitSystem } from './hooks/useUnitSystem.ts';

/** The metric / US-imperial switch, shown on forms with fields that have an imperial unit. */
export function SystemToggle(props: {
  slug: string;
  system: UnitSystem;
  onSwitch: (system: UnitSystem) => void;
}): ReactNode {
  return (
    <fieldset className="calc__system">
      <legend className="visually-hidden">Units</legend>
      {(['metric', 'imperial'] as const).map((option) => (
        <label key={option} className="calc-field__choice">
          <input
            type="radio"
            name={`${props.slug}-system`}
            value={option}
            checked={props.system === option}
            onChange={() => {
              props.onSwitch(option);
            }}
          />
          {option === 'metric' ? 'Metric' : 'US / Imperial'}
        </label>
      ))}
    </fieldset>
  );
}
