import { CURRENCY_CONTROL_NAME, unitControlName } from '../kinds/field-parts.tsx';

type Control = Element | RadioNodeList | null;

/** The control's value when the visitor changed it from what the page was built with, else undefined. */
function changedValue(control: Control): string | undefined {
  if (control instanceof RadioNodeList) {
    const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
    const chosen = radios.find((radio) => radio.checked);
    return chosen && !chosen.defaultChecked ? chosen.value : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const chosen = control.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? chosen.value : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked !== control.defaultChecked ? String(control.checked) : undefined;
  }
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
    return control.value !== control.defaultValue ? control.value : undefined;
  }
  return undefined;
}

/** What a control shows now, changed or not. */
function shownValue(control: Control): string | undefined {
  if (control instanceof RadioNodeList) return control.value || undefined;
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return String(control.checked);
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) return control.value;
  if (control instanceof HTMLTextAreaElement) return control.value;
  return undefined;
}

/**
 * The fields the visitor changed in the pre-rendered form before the island started (the page
 * hydrates on first touch or when idle, and typing can begin before the code has arrived). A
 * field whose text or unit changed comes back whole, text and unit as they show, so nothing is
 * converted behind the visitor's back.
 */
export function typedBeforeStart(
  form: HTMLFormElement | null,
  keys: readonly string[],
): { values: Record<string, string>; units: Record<string, string>; currency: string | undefined } {
  const values: Record<string, string> = {};
  const units: Record<string, string> = {};
  if (!form) return { values, units, currency: undefined };
  for (const key of keys) {
    const control = form.elements.namedItem(key);
    const unitControl = form.elements.namedItem(unitControlName(key));
    const valueChanged = changedValue(control);
    if (valueChanged === undefined && changedValue(unitControl) === undefined) continue;
    const value = valueChanged ?? shownValue(control);
    const unit = shownValue(unitControl);
    if (value !== undefined) values[key] = value;
    if (unit !== undefined) units[key] = unit;
  }
  return { values, units, currency: changedValue(form.elements.namedItem(CURRENCY_CONTROL_NAME)) };
}
