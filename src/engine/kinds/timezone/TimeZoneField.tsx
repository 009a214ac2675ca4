import { useEffect, useState, type ReactNode } from 'react';
import { timeZoneMenu } from '../../time-zone-names.ts';
import type { TimeZoneInputSpec } from '../../types/inputs.ts';
import { controlAttributes, fieldId, LabelledField, type FieldProps } from '../field-parts.tsx';
import { loadZonePlaces, matchingZones, type ZonePlaces } from './zone-search.ts';

const zoneLabel = (zone: string, places?: string) =>
  `${zone.replace(/_/g, ' ')}${places === undefined ? '' : ` – ${places}`}`;

/**
 * A menu of time zones, the visitor's own first, with a search box above it: typing a city or a
 * country ("Mumbai", "Ukraine") narrows the menu and picks the first zone that matches. The page
 * carries only the zone shown; the browser lists its own zones once the menu is running, and the
 * cities and countries arrive when the visitor first searches.
 */
export function TimeZoneField(field: FieldProps<TimeZoneInputSpec>): ReactNode {
  const { value } = field;
  const [zones, setZones] = useState<readonly string[]>([]);
  const [places, setPlaces] = useState<ZonePlaces>({});
  const [query, setQuery] = useState('');
  useEffect(() => {
    setZones(timeZoneMenu());
  }, []);
  const shown = matchingZones(zones, places, query);
  const search = (text: string, known: ZonePlaces) => {
    const first = matchingZones(zones, known, text)[0];
    if (text.trim() !== '' && first) field.onValue(first);
  };
  return (
    <LabelledField field={field}>
      <div className="calc-field__stack calc-field__place">
        <input
          id={`${fieldId(field.name)}-search`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Search a city or country"
          aria-label={`${field.spec.label}: search a city or country`}
          value={query}
          onFocus={() => {
            void loadZonePlaces().then((loaded) => {
              setPlaces(loaded);
            });
          }}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            search(text, places);
            // A search typed before the places arrived is run again with them.
            void loadZonePlaces().then((loaded) => {
              if (loaded !== places) {
                setPlaces(loaded);
                search(text, loaded);
              }
            });
          }}
        />
        <select
          {...controlAttributes(field)}
          className="input"
          value={value}
          onChange={(event) => {
            field.onValue(event.target.value);
          }}
        >
          <option value="local">My time zone</option>
          {/* The zone shown, also when a link names one the menu lists under another name (Asia/Calcutta). */}
          {value !== 'local' && !shown.includes(value) ? (
            <option value={value}>{zoneLabel(value, places[value])}</option>
          ) : null}
          {shown.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone, places[zone])}
            </option>
          ))}
        </select>
        {query.trim() !== '' && zones.length > 0 && shown.length === 0 ? (
          <p className="calc-field__help" role="status">
            No time zone matches “{query.trim().slice(0, 40)}”.
          </p>
        ) : null}
      </div>
    </LabelledField>
  );
}
