import type { ReactNode } from 'react';
import type { PercentInputSpec } from '../../types/inputs.ts';
import { FieldRow, LabelledField, numberKeypad, Suffix, TextInput, type FieldProps } from '../field-parts.tsx';

/** A number box followed by "%". */
export function PercentField(field: FieldProps<PercentInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode={numberKeypad(field.spec.min, false)} />
        <Suffix text="%" />
      </FieldRow>
    </LabelledField>
  );
}
