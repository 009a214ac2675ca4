import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as build from '../../../../src/engine/builders.ts';
import type { InputSpec } from '../../../../src/engine/types.ts';
import { Field } from '../../../../src/engine/ui/Field.tsx';
// Every unit family and input kind loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/kinds/all.ts';
import '../../../../src/engine/units/all.ts';

type Overrides = { value?: string; unit?: string; error?: string };

function markup(spec: InputSpec, overrides: Overrides = {}) {
  return renderToStaticMarkup(field(spec, overrides));
}

function field(spec: InputSpec, overrides: Overrides) {
  return (
    <Field
      name="f"
      spec={spec}
      value={overrides.value ?? ''}
      unit={overrides.unit}
      error={overrides.error}
      understood={undefined}
      currency="USD"
      showCurrency
      cities={[{ id: 'london', name: 'London', latitude: 51.5, longitude: -0.13, timeZone: 'Europe/London' }]}
      onValue={() => undefined}
      onUnit={() => undefined}
      onCurrency={() => undefined}
    />
  );
}

describe('kind fields', () => {
  it('label the control by its id and point it at its help and error', () => {
    const html = markup(build.integer({ label: 'Count', help: 'Whole items.', default: 1 }), { error: 'Enter 1.' });
    expect(html).toContain('<label class="calc-field__label" for="calc-f">Count</label>');
    expect(html).toContain('<input id="calc-f" aria-invalid="true" aria-describedby="calc-f-help calc-f-error"');
    expect(html).toContain('<p class="calc-field__error" id="calc-f-error">Enter 1.</p>');
  });

  it('type a tape-measure length in feet as two boxes, feet and inches, read as one field', () => {
    const html = markup(
      build.number({
        label: 'Height',
        unitFamily: 'length',
        unit: 'cm',
        units: ['cm', 'in', 'ft'],
        default: 1,
        min: 0,
      }),
      { unit: 'ft', value: '5 ft 7.5 in' },
    );
    expect(html).toContain('aria-label="Height, feet"');
    expect(html).toMatch(/id="calc-f"[^>]*value="5"/);
    expect(html).toMatch(/aria-label="Height, inches"[^>]*value="7.5"/);
    expect(html).toMatch(
      /aria-label="Height, feet"[^>]*inputMode="decimal"|inputMode="decimal"[^>]*aria-label="Height, feet"/,
    );
    expect(html).toContain('<option value="ft" selected="">ft + in</option>');
  });

  it('give a measurement its unit menu, named after the field', () => {
    const html = markup(
      build.number({ label: 'Height', unitFamily: 'length', unit: 'cm', units: ['cm', 'in'], default: 1 }),
      {
        unit: 'in',
      },
    );
    expect(html).toContain(
      '<select class="input calc-field__unit" style="min-width:calc(1.50em + 3rem)" name="f:unit" aria-label="Height unit">',
    );
    expect(html).toContain('<option value="in" selected="">in</option>');
  });

  it('show a phone the number pad where digits and a point are all an entry needs', () => {
    const keypad = (spec: InputSpec, unit?: string) =>
      /inputMode="(\w+)"/i.exec(markup(spec, unit === undefined ? {} : { unit }))?.[1];
    const height = build.number({ label: 'Height', unitFamily: 'length', unit: 'cm', min: 0, default: 170 });
    expect(keypad(height, 'cm')).toBe('decimal');
    // Feet and inches come in two boxes of digits, so feet keep the number pad (tested above).
    // "1 1/2 in" needs spaces and a slash.
    expect(keypad(height, 'in')).toBe('text');
    // Phones' number pads have no minus sign.
    expect(keypad(build.number({ label: 'Change', default: 0, min: -100 }))).toBe('text');
    expect(keypad(build.number({ label: 'Anything', default: 0 }))).toBe('text');
    expect(keypad(build.integer({ label: 'Count', default: 1, min: 1 }))).toBe('numeric');
    expect(keypad(build.percent({ label: 'Rate', default: 5, min: 0 }))).toBe('decimal');
    expect(keypad(build.money({ label: 'Price', default: 1, min: 0 }))).toBe('decimal');
  });

  it('give the first money field the currency menu', () => {
    expect(markup(build.money({ label: 'Price', default: 1 }))).toContain('aria-label="Currency"');
  });

  it('draw radio options in a fieldset whose legend is the label', () => {
    const html = markup(build.radio({ label: 'Sex', default: 'f', options: [{ value: 'f', label: 'Female' }] }), {
      value: 'f',
    });
    expect(html).toContain(
      '<fieldset class="calc-field calc-field--radio"><legend class="calc-field__label">Sex</legend>',
    );
    expect(html).toContain('<input type="radio" name="f" checked="" value="f"/>Female');
  });

  it('show a date-time picker with seconds only for a live field', () => {
    expect(markup(build.dateTime({ label: 'When', default: 'now', live: true }))).toContain('step="1"');
    expect(markup(build.dateTime({ label: 'When', default: 'now' }))).not.toContain('step=');
  });

  it('keep a link’s zone the menu lists under another name', () => {
    expect(markup(build.timeZone({ label: 'Zone', default: 'local' }), { value: 'Asia/Calcutta' })).toContain(
      '<option value="Asia/Calcutta" selected="">Asia/Calcutta</option>',
    );
  });

  it('offer a coordinates box when the place is not a listed city', () => {
    const html = markup(build.location({ label: 'Place', default: 'london' }), { value: '48.85, 2.35' });
    expect(html).toContain('aria-label="Place: latitude, longitude"');
  });
});
