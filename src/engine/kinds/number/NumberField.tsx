import type { ReactNode } from 'react';
import type { NumberInputSpec } from '../../types/inputs.ts';
import { unitInfo, unitsOf } from '../../units/convert.ts';
import {
  unitControlName,
  FieldRow,
  LabelledField,
  numberKeypad,
  Suffix,
  TextInput,
  UnitMenu,
  type FieldProps,
} from '../field-parts.tsx';

/** A number box with its unit menu (a field with a unit family) or its suffix. */
export function NumberField(field: FieldProps<NumberInputSpec>): ReactNode {
  const { spec } = field;
  const family = spec.unitFamily;
  const imperial =
    family !== undefined && field.unit !== undefined && unitInfo(family, field.unit).system === 'imperial';
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode={numberKeypad(spec.min, false, imperial)} />
        {family ? (
          <UnitMenu
            name={unitControlName(field.name)}
            label={`${spec.label} unit`}
            value={field.unit}
            options={(spec.units ?? unitsOf(family)).map((unit) => ({
              value: unit,
              label: unitInfo(family, unit).symbol,
            }))}
            onChange={field.onUnit}
          />
        ) : spec.suffix ? (
          <Suffix text={spec.suffix} />
        ) : null}
      </FieldRow>
    </LabelledField>
  );
}
