/**
 * The number a reader sees, as the results area rounds it, and the band it falls in. A category
 * (healthy or overweight, safe or toxic, a letter grade) must agree with the figure printed beside
 * it, also exactly at a boundary: 64 kg at 1.60 m is 24.999999999999996 in binary floating point,
 * shown as "25.0", and WHO calls 25.0 overweight. So every calculator that classifies a figure
 * judges the figure as shown, through this one rule.
 */

/** How an output is rounded for display: fixed decimals, or significant digits (default 4). */
export interface ShownAs {
  decimals?: number | undefined;
  digits?: number | undefined;
}

/** `value` rounded exactly as `formatNumber` (and a percent with `decimals`) shows it. */
export function asShown(value: number, shown: ShownAs = {}): number {
  if (!Number.isFinite(value)) return value;
  if (shown.decimals !== undefined) return Number(value.toFixed(shown.decimals));
  const digits = shown.digits ?? 4;
  const magnitude = Math.abs(value);
  // Whole parts are shown in full, so only smaller figures lose digits.
  if (magnitude >= 10 ** digits && magnitude < 1e15) return Math.round(value);
  return Number(value.toPrecision(digits));
}

/**
 * The label of the band the figure as shown falls in. `bands` are `[from, label]` with rising
 * lower bounds, each band including its own lower bound; a figure below the first gets `below`.
 */
export function bandOf(
  value: number,
  shown: ShownAs,
  bands: readonly (readonly [from: number, label: string])[],
  below: string,
): string {
  const figure = asShown(value, shown);
  let label = below;
  for (const [from, name] of bands) if (figure >= from) label = name;
  return label;
}
