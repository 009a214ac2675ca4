import type { ReactNode } from 'react';
import type { MoneyInputSpec } from '../../types/inputs.ts';
import { CURRENCIES } from './currencies.ts';
import {
  CURRENCY_CONTROL_NAME,
  FieldRow,
  LabelledField,
  Suffix,
  numberKeypad,
  TextInput,
  UnitMenu,
  type FieldProps,
} from '../field-parts.tsx';

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** An amount box; the form's first money field carries the currency menu, the others name the currency. */
export function MoneyField(field: FieldProps<MoneyInputSpec>): ReactNode {
  return (
    <LabelledField field={field}>
      <FieldRow>
        <TextInput field={field} inputMode={numberKeypad(field.spec.min, false)} />
        {field.showCurrency ? (
          <UnitMenu
            name={CURRENCY_CONTROL_NAME}
            label="Currency"
            value={field.currency}
            options={CURRENCY_OPTIONS}
            onChange={field.onCurrency}
          />
        ) : (
          <Suffix text={field.currency} />
        )}
      </FieldRow>
    </LabelledField>
  );
}
