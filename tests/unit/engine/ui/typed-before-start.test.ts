// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typedBeforeStart, typedNames } from '../../../../src/engine/ui/typed-before-start.ts';

/** A pre-rendered form inside its island; `typed` is what the directive noted. */
function prerenderedForm(typed = ''): HTMLFormElement {
  const island = document.createElement('astro-island');
  if (typed) island.setAttribute('data-typed', typed);
  island.innerHTML = `<form>
    <input name="weight" value="70">
    <select name="weight:unit"><option value="kg" selected>kg</option><option value="lb">lb</option></select>
    <input name="height" value="175">
    <select name="height:unit"><option value="cm" selected>cm</option><option value="in">in</option></select>
    <input type="radio" name="sex" value="female" checked><input type="radio" name="sex" value="male">
    <input type="checkbox" name="metric" checked>
    <input type="datetime-local" name="when" value="2000-01-01T12:00:00">
    <select name=":currency"><option value="USD" selected>USD</option><option value="EUR">EUR</option></select>
  </form>`;
  return island.querySelector('form') as HTMLFormElement;
}

const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
const KEYS = ['weight', 'height', 'sex', 'metric', 'when'];
const NOTHING = { values: {}, units: {}, currency: undefined };

describe('typedBeforeStart', () => {
  it('finds nothing when the visitor changed nothing, even where the browser rewrites a default', () => {
    // A datetime-local box shows 2000-01-01T12:00 for the value 2000-01-01T12:00:00.
    expect(typedBeforeStart(prerenderedForm(), KEYS)).toEqual(NOTHING);
    expect(typedBeforeStart(null, KEYS)).toEqual(NOTHING);
  });

  it('returns a typed field with the unit it shows, and leaves the others out', () => {
    const form = prerenderedForm('weight');
    control(form, 'weight').value = '82.5';
    expect(typedNames(form)).toEqual(new Set(['weight']));
    expect(typedBeforeStart(form, KEYS)).toEqual({
      values: { weight: '82.5' },
      units: { weight: 'kg' },
      currency: undefined,
    });
  });

  it('returns a field whose unit alone changed with its text as shown, unconverted', () => {
    const form = prerenderedForm('height:unit');
    control(form, 'height:unit').value = 'in';
    expect(typedBeforeStart(form, KEYS)).toEqual({
      values: { height: '175' },
      units: { height: 'in' },
      currency: undefined,
    });
  });

  it('reads radio groups, check boxes and the currency menu', () => {
    const form = prerenderedForm('sex metric :currency');
    (form.querySelector('input[value="male"]') as HTMLInputElement).checked = true;
    control(form, 'metric').checked = false;
    control(form, ':currency').value = 'EUR';
    expect(typedBeforeStart(form, KEYS)).toEqual({
      values: { sex: 'male', metric: 'false' },
      units: {},
      currency: 'EUR',
    });
  });
});
