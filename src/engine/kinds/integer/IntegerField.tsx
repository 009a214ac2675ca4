import type { ReactNode } from 'react';
import type { IntegerInputSpec } from '../../types/inputs.ts';
import { FieldRow, LabelledField, numberKeypad, Suffix, TextInput, type FieldProps } from '../field-parts.tsx';

/** A whole-number box, with the phone's digit keyboard unless it may be negative. */
export function IntegerField(field: FieldProps<IntegerInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode={numberKeypad(field.spec.min, true)} />
        {field.spec.suffix ? <Suffix text={field.spec.suffix} /> : null}
      </FieldRow>
    </LabelledField>
  );
}
