import type { ReactNode } from 'react';
import type { TextInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, TextInput, type FieldProps } from '../field-parts.tsx';

/** A text box, or a box of several lines for a paragraph. */
export function TextField(field: FieldProps<TextInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      {field.spec.multiline ? (
        <textarea
          {...controlAttributes(field)}
          className="input calc-field__input calc-field__textarea"
          rows={4}
          spellCheck={false}
          value={field.value}
          onChange={(event) => {
            field.onValue(event.target.value);
          }}
        />
      ) : (
        <TextInput field={field} inputMode={field.spec.inputMode ?? 'text'} />
      )}
    </LabelledField>
  );
}
