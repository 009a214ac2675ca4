import type { ReactNode } from 'react';
import type { DateTimeInputSpec } from '../../types/inputs.ts';
import { LabelledField, PickerInput, type FieldProps } from '../field-parts.tsx';

/** The browser's date-and-time picker; a live field shows seconds, as its clock ticks each second. */
export function DateTimeField(field: FieldProps<DateTimeInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <PickerInput field={field} type="datetime-local" step={field.spec.live ? 1 : undefined} />
    </LabelledField>
  );
}
