import type { ReactNode } from 'react';
import type { InputSpec, Place } from '../types/inputs.ts';

/** What the form hands the field of every kind. */
export interface FieldProps<S extends InputSpec = InputSpec> {
  name: string;
  spec: S;
  value: string;
  unit: string | undefined;
  error: string | undefined;
  understood: string | undefined;
  currency: string;
  showCurrency: boolean;
  cities: readonly (Place & { id: string })[];
  onValue: (value: string) => void;
  onUnit: (unit: string) => void;
  onCurrency: (currency: string) => void;
  /** Every field's text, for a field that depends on another (a menu following another's group). */
  values?: Readonly<Record<string, string>>;
  /** Every field's spec, with `values`. */
  inputs?: Readonly<Record<string, InputSpec>>;
}

/** The names of a field's unit menu and of the form's currency menu (the island reads them on start). */
export const unitControlName = (key: string) => `${key}:unit`;
export const CURRENCY_CONTROL_NAME = ':currency';

/** The id of a field's control; its help, error and echo notes add a suffix to it. */
export const fieldId = (name: string) => `calc-${name}`;

/** The notes that describe a field: help, error and "understood as", as present. */
export function describedBy({ name, spec, error, understood }: FieldProps): string | undefined {
  const id = fieldId(name);
  const ids = [spec.help ? `${id}-help` : '', error ? `${id}-error` : '', understood ? `${id}-echo` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The attributes the main control of every field carries. */
export function controlAttributes(props: FieldProps) {
  return {
    id: fieldId(props.name),
    name: props.name,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy(props),
  } as const;
}

/**
 * The phone keyboard for a number field: the number pad where the entry is only digits and a
 * point, the full keyboard where it may need a minus sign (phones' number pads have none) or
 * words and fractions ("5 ft 7 in", "1 1/2 cups", as people write imperial measures).
 */
export function numberKeypad(min: number | undefined, wholeOnly: boolean, unitIsImperial = false) {
  if (min === undefined || min < 0 || unitIsImperial) return 'text';
  return wholeOnly ? 'numeric' : 'decimal';
}

/** A one-line text box for numbers and fractions; `inputMode` picks the phone keyboard. */
export function TextInput({ field, inputMode }: { field: FieldProps; inputMode: 'decimal' | 'numeric' | 'text' }) {
  return (
    <input
      {...controlAttributes(field)}
      className="input calc-field__input"
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={field.value}
      onChange={(event) => {
        field.onValue(event.target.value);
      }}
    />
  );
}

/** Rough widths of characters in em, on the generous side for common sans-serif faces. */
const NARROW = /[ijlI.,:;!|'()/· ftr]/;
const charEm = (char: string) => (NARROW.test(char) ? 0.4 : /[A-Zmw@%]/.test(char) ? 0.85 : 0.65);

/** A label's width in em, character by character. */
function labelEm(label: string): number {
  let em = 0;
  for (const char of label) em += charEm(char);
  return em;
}

/**
 * The width a unit menu needs for its longest choice, padding and arrow included. Set as its
 * minimum, it keeps the menu the same width while a slow connection has delivered only some of
 * its options, so the box beside it never moves.
 */
export function unitMenuWidth(labels: readonly string[]): string {
  const em = Math.max(0, ...labels.map(labelEm));
  return `calc(${em.toFixed(2)}em + 3rem)`;
}

/** A menu beside a field's text box: its unit, or the currency. */
export function UnitMenu(props: {
  /** The control's name, so the island can read a choice made before it started. */
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}): ReactNode {
  return (
    <select
      className="input calc-field__unit"
      style={{ minWidth: unitMenuWidth(props.options.map((option) => option.label)) }}
      name={props.name}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.target.value);
      }}
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A text box and what follows it (a unit menu or a suffix) on one row. */
export function FieldRow({ children }: { children: ReactNode }): ReactNode {
  return <div className="calc-field__row">{children}</div>;
}

/** The usual field: its label above the control, its notes below. */
export function LabelledField({ field, children }: { field: FieldProps; children: ReactNode }): ReactNode {
  return (
    <div className="calc-field">
      <label className="calc-field__label" htmlFor={fieldId(field.name)}>
        {field.spec.label}
      </label>
      {children}
      <FieldNotes field={field} />
    </div>
  );
}

/** Help, "understood as" and the error message under a field. */
export function FieldNotes({ field }: { field: FieldProps }): ReactNode {
  const id = fieldId(field.name);
  const { error, understood } = field;
  return (
    <>
      {field.spec.help ? (
        <p className="calc-field__help" id={`${id}-help`}>
          {field.spec.help}
        </p>
      ) : null}
      {understood && !error ? (
        <p className="calc-field__echo" id={`${id}-echo`}>
          Understood as {understood}
        </p>
      ) : null}
      {error ? (
        <p className="calc-field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A browser date, time or date-and-time picker. */
export function PickerInput({
  field,
  type,
  step,
}: {
  field: FieldProps;
  type: 'date' | 'time' | 'datetime-local';
  step?: number | undefined;
}): ReactNode {
  return (
    <input
      {...controlAttributes(field)}
      className="input"
      type={type}
      step={step}
      value={field.value}
      onChange={(event) => {
        field.onValue(event.target.value);
      }}
    />
  );
}

/** A text with a suffix such as "%" or "people" after the box. */
export function Suffix({ text }: { text: string }): ReactNode {
  return <span className="calc-field__suffix">{text}</span>;
}
