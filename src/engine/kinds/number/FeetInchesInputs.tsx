import type { ReactNode } from 'react';
import type { NumberInputSpec } from '../../types/inputs.ts';
import { controlAttributes, fieldId, numberKeypad, type FieldProps } from '../field-parts.tsx';
import { joinFeetInches, splitFeetInches } from './feet-inches.ts';

/**
 * A length typed as feet and inches: two boxes with the number pad, read together as one field
 * ("5 ft 7 in"). The feet box is the field's labelled control; the inches box names itself.
 */
export function FeetInchesInputs({ field }: { field: FieldProps<NumberInputSpec> }): ReactNode {
  const { feet, inches } = splitFeetInches(field.value);
  const keypad = numberKeypad(field.spec.min, false);
  return (
    <span className="calc-field__feet-inches">
      <input
        {...controlAttributes(field)}
        className="input calc-field__input"
        type="text"
        inputMode={keypad}
        aria-label={`${field.spec.label}, feet`}
        autoComplete="off"
        value={feet}
        onChange={(event) => {
          field.onValue(joinFeetInches(event.target.value, inches));
        }}
      />
      <span className="calc-field__suffix" aria-hidden="true">
        ft
      </span>
      <input
        id={`${fieldId(field.name)}-inches`}
        name={`${field.name}:inches`}
        className="input calc-field__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={`${field.spec.label}, inches`}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={controlAttributes(field)['aria-describedby']}
        value={inches}
        onChange={(event) => {
          field.onValue(joinFeetInches(feet, event.target.value));
        }}
      />
      <span className="calc-field__suffix" aria-hidden="true">
        in
      </span>
    </span>
  );
}
