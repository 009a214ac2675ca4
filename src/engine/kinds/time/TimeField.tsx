import type { ReactNode } from 'react';
import type { TimeInputSpec } from '../../types/inputs.ts';
import { LabelledField, PickerInput, type FieldProps } from '../field-parts.tsx';

/** The browser's time picker. */
export function TimeField(field: FieldProps<TimeInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <PickerInput field={field} type="time" />
    </LabelledField>
  );
}
