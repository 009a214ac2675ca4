import type { ReactNode } from 'react';
import type { BooleanInputSpec } from '../../types/inputs.ts';
import { controlAttributes, FieldNotes, type FieldProps } from '../field-parts.tsx';

/** A check box with the field's label beside it. */
export function BooleanField(field: FieldProps<BooleanInputSpec>): ReactNode {
  return (
    <div className="calc-field calc-field--check">
      <label className="calc-field__choice">
        <input
          {...controlAttributes(field)}
          type="checkbox"
          checked={field.value === 'true'}
          onChange={(event) => {
            field.onValue(event.target.checked ? 'true' : 'false');
          }}
        />
        {field.spec.label}
      </label>
      <FieldNotes field={field} />
    </div>
  );
}
