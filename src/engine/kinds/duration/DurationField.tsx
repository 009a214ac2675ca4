import type { ReactNode } from 'react';
import type { DurationInputSpec, DurationUnit } from '../../types/inputs.ts';
import { FieldRow, LabelledField, TextInput, UnitMenu, unitControlName, type FieldProps } from '../field-parts.tsx';

const UNIT_NAMES: Record<DurationUnit, string> = {
  second: 'seconds',
  minute: 'minutes',
  hour: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

/** A number box with the duration's unit menu. */
export function DurationField(field: FieldProps<DurationInputSpec>): ReactNode {
  const { spec } = field;
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode="decimal" />
        <UnitMenu
          name={unitControlName(field.name)}
          label={`${spec.label} unit`}
          value={field.unit}
          options={spec.units.map((unit) => ({ value: unit, label: UNIT_NAMES[unit] }))}
          onChange={field.onUnit}
        />
      </FieldRow>
    </LabelledField>
  );
}
