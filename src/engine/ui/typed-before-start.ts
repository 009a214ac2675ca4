import { CURRENCY_CONTROL_NAME, unitControlName } from '../kinds/field-parts.tsx';

/**
 * The attribute on the island's element where the hydration directive lists the names of the
 * controls the visitor changed before the island started (see src/directives/interaction.ts).
 */
export const TYPED_NAMES_ATTRIBUTE = 'data-typed';

type Control = Element | RadioNodeList | null;

/** What a control shows now. */
function shownValue(control: Control): string | undefined {
  if (control instanceof RadioNodeList) return control.value || undefined;
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return String(control.checked);
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) return control.value;
  if (control instanceof HTMLTextAreaElement) return control.value;
  return undefined;
}

/** The names of the controls the visitor changed in the pre-rendered form, as the directive noted them. */
export function typedNames(form: HTMLFormElement | null): Set<string> {
  const listed = form?.closest('astro-island')?.getAttribute(TYPED_NAMES_ATTRIBUTE) ?? '';
  return new Set(listed.split(' ').filter(Boolean));
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
  changed: ReadonlySet<string> = typedNames(form),
): { values: Record<string, string>; units: Record<string, string>; currency: string | undefined } {
  const values: Record<string, string> = {};
  const units: Record<string, string> = {};
  if (!form || changed.size === 0) return { values, units, currency: undefined };
  for (const key of keys) {
    if (!changed.has(key) && !changed.has(unitControlName(key))) continue;
    const value = shownValue(form.elements.namedItem(key));
    const unit = shownValue(form.elements.namedItem(unitControlName(key)));
    if (value !== undefined) values[key] = value;
    if (unit !== undefined) units[key] = unit;
  }
  const currency = changed.has(CURRENCY_CONTROL_NAME)
    ? shownValue(form.elements.namedItem(CURRENCY_CONTROL_NAME))
    : undefined;
  return { values, units, currency };
}
