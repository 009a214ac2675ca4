// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typedBeforeStart } from '../../../../src/engine/ui/typed-before-start.ts';

/** A form as the page is built: the attributes hold the defaults, the properties what the visitor did. */
function prerenderedForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="weight" value="70">
    <select name="weight:unit"><option value="kg" selected>kg</option><option value="lb">lb</option></select>
    <input name="height" value="175">
    <select name="height:unit"><option value="cm" selected>cm</option><option value="in">in</option></select>
    <input type="radio" name="sex" value="female" checked><input type="radio" name="sex" value="male">
    <input type="checkbox" name="metric" checked>
    <input name="amount" value="1000">
    <select name=":currency"><option value="USD" selected>USD</option><option value="EUR">EUR</option></select>`;
  return form;
}

const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
const KEYS = ['weight', 'height', 'sex', 'metric', 'amount'];

describe('typedBeforeStart', () => {
  it('finds nothing in a form the visitor has not touched, or without a form', () => {
    expect(typedBeforeStart(prerenderedForm(), KEYS)).toEqual({ values: {}, units: {}, currency: undefined });
    expect(typedBeforeStart(null, KEYS)).toEqual({ values: {}, units: {}, currency: undefined });
  });

  it('returns a typed field with the unit it shows, and leaves untouched fields out', () => {
    const form = prerenderedForm();
    control(form, 'weight').value = '82.5';
    expect(typedBeforeStart(form, KEYS)).toEqual({
      values: { weight: '82.5' },
      units: { weight: 'kg' },
      currency: undefined,
    });
  });

  it('returns a field whose unit alone changed with its text as shown, unconverted', () => {
    const form = prerenderedForm();
    control(form, 'height:unit').value = 'in';
    expect(typedBeforeStart(form, KEYS)).toEqual({
      values: { height: '175' },
      units: { height: 'in' },
      currency: undefined,
    });
  });

  it('reads radio groups, check boxes and the currency menu', () => {
    const form = prerenderedForm();
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
