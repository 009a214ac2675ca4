import { useMemo, useState, type ReactNode } from 'react';
import type { LocationInputSpec } from '../../types/inputs.ts';
import { controlAttributes, fieldId, LabelledField, type FieldProps } from '../field-parts.tsx';
import { localCity } from './local-place.ts';
import { loadWorldPlaces, matchingPlaces, type WorldPlaces } from './place-search.ts';
import { placeText, readPlace } from './place-text.ts';

const CUSTOM = 'custom';

/**
 * A menu of places with a search box above it. Without a search the menu holds the site's own
 * cities; typing a name ("Kyiv", "sao paulo") lists the world's cities of 100,000 people or more
 * that match and picks the first. "Other place" takes typed latitude and longitude. The world list
 * arrives when the visitor first uses the search box, never with the page.
 */
export function LocationField(field: FieldProps<LocationInputSpec>): ReactNode {
  const { value, cities, spec } = field;
  const [world, setWorld] = useState<WorldPlaces>({ zones: [], places: [] });
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(cities.map((city) => [city.id, city])), [cities]);

  const shownId = value === 'local' ? localCity(byId, spec.fallback ?? '')?.id : byId.has(value) ? value : undefined;
  const written = shownId === undefined ? readPlace(value) : undefined;
  const named = written !== undefined && written.timeZone !== 'UTC' ? written : undefined;
  const matches = matchingPlaces(world, query);
  const selected = shownId ?? (named ? value : CUSTOM);

  const search = (text: string, list: WorldPlaces) => {
    const first = matchingPlaces(list, text)[0];
    if (first) field.onValue(placeText(first));
  };
  const options: { value: string; label: string }[] =
    query.trim() === ''
      ? cities.map((city) => ({ value: city.id, label: city.name }))
      : matches.map((place) => ({ value: placeText(place), label: place.name }));
  // The place shown stays in the menu whatever the search lists.
  if (named && !options.some((option) => option.value === value)) options.unshift({ value, label: named.name });
  if (shownId !== undefined && !options.some((option) => option.value === shownId)) {
    options.unshift({ value: shownId, label: byId.get(shownId)?.name ?? shownId });
  }

  return (
    <LabelledField field={field}>
      <div className="calc-field__stack calc-field__place">
        <input
          id={`${fieldId(field.name)}-search`}
          className="input"
          type="search"
          autoComplete="off"
          placeholder="Search a city"
          aria-label={`${spec.label}: search a city`}
          value={query}
          onFocus={() => {
            void loadWorldPlaces().then(setWorld);
          }}
          onChange={(event) => {
            const text = event.target.value;
            setQuery(text);
            search(text, world);
            // A search typed before the list arrived is run again with it.
            void loadWorldPlaces().then((list) => {
              if (list !== world) {
                setWorld(list);
                search(text, list);
              }
            });
          }}
        />
        <select
          {...controlAttributes(field)}
          className="input"
          value={selected}
          onChange={(event) => {
            field.onValue(event.target.value === CUSTOM ? '' : event.target.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          <option value={CUSTOM}>Other place (latitude, longitude)…</option>
        </select>
        {query.trim() !== '' && world.places.length > 0 && matches.length === 0 ? (
          <p className="calc-field__help" role="status">
            No city of 100,000 people or more matches “{query.trim().slice(0, 40)}”.
          </p>
        ) : null}
        {selected === CUSTOM ? (
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
        ) : null}
      </div>
    </LabelledField>
  );
}
