import type { ReactNode } from 'react';
import type { LocationInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, type FieldProps } from '../field-parts.tsx';

/** A menu of cities, and a latitude-longitude box when "Other place" is chosen. */
export function LocationField(field: FieldProps<LocationInputSpec>): ReactNode {
  const { value, cities, spec } = field;
  const isCity = cities.some((city) => city.id === value);
  return (
    <LabelledField field={field}>
      <div className="calc-field__stack">
        <select
          {...controlAttributes(field)}
          className="input"
          value={isCity ? value : 'custom'}
          onChange={(event) => {
            field.onValue(event.target.value === 'custom' ? '' : event.target.value);
          }}
        >
          {cities.map((city) => (
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
              field.onValue(event.target.value);
            }}
          />
        )}
      </div>
    </LabelledField>
  );
}
