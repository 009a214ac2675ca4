import type { ReactNode } from 'react';
import type { NumberInputSpec } from '../../types/inputs.ts';
import { unitInfo, unitsOf } from '../../units/registry.ts';
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
import { formPart } from '../form-parts.ts';
import { usesFeetAndInches } from './feet-inches.ts';

/** A number box with its unit menu (a field with a unit family) or its suffix. */
export function NumberField(props: FieldProps<NumberInputSpec>): ReactNode {
  const { spec } = props;
  const family = spec.unitFamily;
  const imperial =
    family !== undefined && props.unit !== undefined && unitInfo(family, props.unit).system === 'imperial';
  // Without its boxes (never on a page that offers feet, which loads them) the one box still
  // reads "5 ft 7 in".
  const FeetInchesInputs = formPart('feetInchesInputs');
  const feetAndInches = FeetInchesInputs !== undefined && usesFeetAndInches(spec, props.unit);
  // The two boxes already show feet and inches; "Understood as 5.75" would only confuse.
  const field = feetAndInches ? { ...props, understood: undefined } : props;
  return (
    <LabelledField field={field}>
      <FieldRow>
        {feetAndInches ? (
          <FeetInchesInputs field={field} />
        ) : (
          <TextInput field={field} inputMode={numberKeypad(spec.min, false, imperial)} />
        )}
        {family ? (
          <UnitMenu
            name={unitControlName(field.name)}
            label={`${spec.label} unit`}
            value={field.unit}
            options={(spec.units ?? unitsOf(family)).map((unit) => ({
              value: unit,
              label: usesFeetAndInches(spec, unit) ? 'ft + in' : unitInfo(family, unit).symbol,
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
