import type { ReactNode } from 'react';
import type { SelectInputSpec } from '../../types/inputs.ts';
import { describedBy, FieldNotes, type FieldProps } from '../field-parts.tsx';

/** The options as radio buttons in a fieldset, its legend the field's label. */
export function RadioField(field: FieldProps<SelectInputSpec>): ReactNode {
  const { spec } = field;
  return (
    <fieldset className="calc-field calc-field--radio" aria-describedby={describedBy(field)}>
      <legend className="calc-field__label">{spec.label}</legend>
      <div className="calc-field__choices">
        {spec.options.map((option) => (
          <label key={option.value} className="calc-field__choice">
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => {
                field.onValue(option.value);
              }}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldNotes field={field} />
    </fieldset>
  );
}
