import type { ReactNode } from 'react';
import type { SelectInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, type FieldProps } from '../field-parts.tsx';

/** The options as a drop-down menu. */
export function SelectField(field: FieldProps<SelectInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <select
        {...controlAttributes(field)}
        className="input"
        value={field.value}
        onChange={(event) => {
          field.onValue(event.target.value);
        }}
      >
        {field.spec.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
