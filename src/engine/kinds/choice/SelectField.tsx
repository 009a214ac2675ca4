import type { ReactNode } from 'react';
import type { SelectInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, type FieldProps } from '../field-parts.tsx';
import { formPart } from '../form-parts.ts';

/** The options as a drop-down menu, under their group headings where they have groups. */
export function SelectField(field: FieldProps<SelectInputSpec>): ReactNode {
  const { spec } = field;
  const leader = spec.sameGroupAs ? field.inputs?.[spec.sameGroupAs] : undefined;
  const rules = formPart('choiceGroups');
  const options = rules
    ? rules.offeredOptions(spec, leader?.kind === 'select' ? leader : undefined, field.values ?? {})
    : spec.options;
  // A menu narrowed to one group needs no heading: the leader's menu already names it.
  const groups = rules ? rules.optionGroups(options) : [{ group: undefined, options }];
  const headed = groups.length > 1;
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
        {groups.map(({ group, options: inGroup }) => {
          const items = inGroup.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ));
          return headed && group !== undefined ? (
            <optgroup key={group} label={group}>
              {items}
            </optgroup>
          ) : (
            items
          );
        })}
      </select>
    </LabelledField>
  );
}
