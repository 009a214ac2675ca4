import type { ReactNode } from 'react';
import type { PercentInputSpec } from '../../types/inputs.ts';
import { FieldRow, LabelledField, Suffix, TextInput, type FieldProps } from '../field-parts.tsx';

/** A number box followed by "%". */
export function PercentField(field: FieldProps<PercentInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode="decimal" />
        <Suffix text="%" />
      </FieldRow>
    </LabelledField>
  );
}
