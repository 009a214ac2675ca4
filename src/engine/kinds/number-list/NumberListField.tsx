import type { ReactNode } from 'react';
import type { NumberListInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, type FieldProps } from '../field-parts.tsx';

/** A text area for a list of numbers. */
export function NumberListField(field: FieldProps<NumberListInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <textarea
        {...controlAttributes(field)}
        className="input"
        rows={4}
        value={field.value}
        onChange={(event) => {
          field.onValue(event.target.value);
        }}
      />
    </LabelledField>
  );
}
