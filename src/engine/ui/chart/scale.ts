/**
 * Axis arithmetic for the result charts: round ("nice") value ticks a person would draw by
 * hand, and which points of the x axis get a label.
 */

/** The nice step nearest a span split into `count` parts: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction < 1.5 ? 1 : fraction < 2.25 ? 2 : fraction < 3.5 ? 2.5 : fraction < 7.5 ? 5 : 10;
  return nice * power;
}

/**
 * Ticks from a round number at or below `min` to one at or above `max`, about `count` steps
 * apart, always including 0 when the range crosses it. A flat range gets a range around it.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (high === low) {
    const pad = low === 0 ? 1 : Math.abs(low) / 2;
    low = low >= 0 ? Math.max(0, low - pad) : low - pad;
    high += pad;
  }
  const step = niceStep(high - low, count);
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let steps = Math.round(first / step); ticks.length < 50; steps += 1) {
    // Multiplying a whole count of steps keeps 0.1 + 0.2 style drift out of the labels.
    const tick = Number((steps * step).toPrecision(12));
    ticks.push(tick);
    if (tick >= high) break;
  }
  return ticks;
}

/**
 * Indexes of the points whose x value is labelled: the first, the last and evenly spaced ones
 * between, about `most` in all, on a round stride (1, 2, 5, 10, …) so years read 0, 5, 10….
 */
export function labelledIndexes(count: number, most = 6): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const stride = niceStep(count - 1, most - 1);
  const step = Math.max(1, Math.ceil(stride));
  const indexes: number[] = [];
  for (let index = 0; index < count - 1; index += step) indexes.push(index);
  // The last point is always labelled; a label crowding it from the stride gives way.
  if (count - 1 - (indexes.at(-1) ?? 0) < step / 2) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}
