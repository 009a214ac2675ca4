/** A number as a person would type it: no exponent for everyday sizes, no float noise. */
export function formatPlain(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Math.abs(rounded) >= 1e-6 || rounded === 0 ? String(rounded).replace(/e\+?/, 'e') : String(rounded);
}
