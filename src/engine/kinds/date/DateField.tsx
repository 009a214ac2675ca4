import type { ReactNode } from 'react';
import type { DateInputSpec } from '../../types/inputs.ts';
import { LabelledField, PickerInput, type FieldProps } from '../field-parts.tsx';

/** The browser's date picker. */
export function DateField(field: FieldProps<DateInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <PickerInput field={field} type="date" />
    </LabelledField>
  );
}
