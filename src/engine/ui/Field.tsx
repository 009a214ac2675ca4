import type { ReactNode } from 'react';
import type { InputSpec, Place } from '../types.ts';
import { unitInfo, unitsOf } from '../units/convert.ts';

export interface FieldProps {
  name: string;
  spec: InputSpec;
  value: string;
  unit: string | undefined;
  error: string | undefined;
  understood: string | undefined;
  currency: string;
  showCurrency: boolean;
  cities: readonly (Place & { id: string })[];
  timeZones: readonly string[];
  onValue: (value: string) => void;
  onUnit: (unit: string) => void;
  onCurrency: (currency: string) => void;
}

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'JPY', 'CHF', 'CNY', 'MXN', 'BRL', 'ZAR'];

const DURATION_LABELS: Record<string, string> = {
  second: 'seconds',
  minute: 'minutes',
  hour: 'hours',
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

/** One labelled input of any kind, with its unit menu, message and "understood as" echo. */
export function Field(props: FieldProps): ReactNode {
  const { name, spec, value, unit, error, understood } = props;
  const id = `calc-${name}`;
  const describedBy = [spec.help ? `${id}-help` : '', error ? `${id}-error` : '', understood ? `${id}-echo` : '']
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;

  const textInput = (inputMode: 'decimal' | 'numeric' | 'text') => (
    <input
      {...common}
      className="input calc-field__input"
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      onChange={(event) => {
        props.onValue(event.target.value);
      }}
    />
  );

  let control: ReactNode;
  switch (spec.kind) {
    case 'number': {
      const family = spec.unitFamily;
      control = (
        <div className="calc-field__row">
          {textInput('text')}
          {family ? (
            <select
              className="input calc-field__unit"
              aria-label={`${spec.label} unit`}
              value={unit}
              onChange={(event) => {
                props.onUnit(event.target.value);
              }}
            >
              {(spec.units ?? unitsOf(family)).map((option) => (
                <option key={option} value={option}>
                  {unitInfo(family, option).symbol}
                </option>
              ))}
            </select>
          ) : spec.suffix ? (
            <span className="calc-field__suffix">{spec.suffix}</span>
          ) : null}
        </div>
      );
      break;
    }
    case 'integer':
      control = (
        <div className="calc-field__row">
          {textInput('numeric')}
          {spec.suffix ? <span className="calc-field__suffix">{spec.suffix}</span> : null}
        </div>
      );
      break;
    case 'percent':
      control = (
        <div className="calc-field__row">
          {textInput('decimal')}
          <span className="calc-field__suffix">%</span>
        </div>
      );
      break;
    case 'money':
      control = (
        <div className="calc-field__row">
          {textInput('decimal')}
          {props.showCurrency ? (
            <select
              className="input calc-field__unit"
              aria-label="Currency"
              value={props.currency}
              onChange={(event) => {
                props.onCurrency(event.target.value);
              }}
            >
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          ) : (
            <span className="calc-field__suffix">{props.currency}</span>
          )}
        </div>
      );
      break;
    case 'fraction':
      control = textInput('text');
      break;
    case 'select':
      control = (
        <select
          {...common}
          className="input"
          value={value}
          onChange={(event) => {
            props.onValue(event.target.value);
          }}
        >
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'radio':
      return (
        <fieldset className="calc-field calc-field--radio" aria-describedby={describedBy || undefined}>
          <legend className="calc-field__label">{spec.label}</legend>
          <div className="calc-field__choices">
            {spec.options.map((option) => (
              <label key={option.value} className="calc-field__choice">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => {
                    props.onValue(option.value);
                  }}
                />
                {option.label}
              </label>
            ))}
          </div>
          <FieldNotes id={id} help={spec.help} error={error} understood={understood} />
        </fieldset>
      );
    case 'boolean':
      return (
        <div className="calc-field calc-field--check">
          <label className="calc-field__choice">
            <input
              {...common}
              type="checkbox"
              checked={value === 'true'}
              onChange={(event) => {
                props.onValue(event.target.checked ? 'true' : 'false');
              }}
            />
            {spec.label}
          </label>
          <FieldNotes id={id} help={spec.help} error={error} understood={understood} />
        </div>
      );
    case 'date':
    case 'time':
    case 'datetime':
      control = (
        <input
          {...common}
          className="input"
          type={spec.kind === 'datetime' ? 'datetime-local' : spec.kind}
          step={spec.kind === 'datetime' && spec.live ? 1 : undefined}
          value={value}
          onChange={(event) => {
            props.onValue(event.target.value);
          }}
        />
      );
      break;
    case 'duration':
      control = (
        <div className="calc-field__row">
          {textInput('decimal')}
          <select
            className="input calc-field__unit"
            aria-label={`${spec.label} unit`}
            value={unit}
            onChange={(event) => {
              props.onUnit(event.target.value);
            }}
          >
            {spec.units.map((option) => (
              <option key={option} value={option}>
                {DURATION_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      );
      break;
    case 'timezone':
      control = (
        <select
          {...common}
          className="input"
          value={value}
          onChange={(event) => {
            props.onValue(event.target.value);
          }}
        >
          <option value="local">My time zone</option>
          {/* A link may name a zone the menu lists under another name (Asia/Calcutta); show it as it is. */}
          {value !== 'local' && !props.timeZones.includes(value) ? (
            <option value={value}>{value.replace(/_/g, ' ')}</option>
          ) : null}
          {props.timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      );
      break;
    case 'location': {
      const isCity = props.cities.some((city) => city.id === value);
      control = (
        <div className="calc-field__stack">
          <select
            {...common}
            className="input"
            value={isCity ? value : 'custom'}
            onChange={(event) => {
              props.onValue(event.target.value === 'custom' ? '' : event.target.value);
            }}
          >
            {props.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
            <option value="custom">Other place (latitude, longitude)…</option>
          </select>
          {isCity ? null : (
            <input
              className="input"
              type="text"
              aria-label={`${spec.label}: latitude, longitude`}
              placeholder="51.5074, -0.1278"
              value={value}
              onChange={(event) => {
                props.onValue(event.target.value);
              }}
            />
          )}
        </div>
      );
      break;
    }
    case 'numberList':
      control = (
        <textarea
          {...common}
          className="input"
          rows={4}
          value={value}
          onChange={(event) => {
            props.onValue(event.target.value);
          }}
        />
      );
      break;
  }

  return (
    <div className="calc-field">
      <label className="calc-field__label" htmlFor={id}>
        {spec.label}
      </label>
      {control}
      <FieldNotes id={id} help={spec.help} error={error} understood={understood} />
    </div>
  );
}

function FieldNotes({
  id,
  help,
  error,
  understood,
}: {
  id: string;
  help: string | undefined;
  error: string | undefined;
  understood: string | undefined;
}): ReactNode {
  return (
    <>
      {help ? (
        <p className="calc-field__help" id={`${id}-help`}>
          {help}
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
