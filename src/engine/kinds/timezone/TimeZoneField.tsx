import type { ReactNode } from 'react';
import type { TimeZoneInputSpec } from '../../types/inputs.ts';
import { controlAttributes, LabelledField, type FieldProps } from '../field-parts.tsx';

const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/** A menu of time zones, the visitor's own first. */
export function TimeZoneField(field: FieldProps<TimeZoneInputSpec>): ReactNode {
  const { value, timeZones } = field;
  return (
    <LabelledField field={field}>
      <select
        {...controlAttributes(field)}
        className="input"
        value={value}
        onChange={(event) => {
          field.onValue(event.target.value);
        }}
      >
        <option value="local">My time zone</option>
        {/* A link may name a zone the menu lists under another name (Asia/Calcutta); show it as it is. */}
        {value !== 'local' && !timeZones.includes(value) ? <option value={value}>{zoneLabel(value)}</option> : null}
        {timeZones.map((zone) => (
          <option key={zone} value={zone}>
            {zoneLabel(zone)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
