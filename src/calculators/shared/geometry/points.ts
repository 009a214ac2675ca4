import { shown } from '../presets/steps-table.ts';

/*
 * Two points in the plane or in space: the distance d = √(Δx² + Δy² + Δz²), the midpoint
 * ((x₁ + x₂)/2, …) and, in the plane, the slope Δy/Δx of the line through them.
 */

export type Point = readonly number[];

export interface PointPair {
  distance: number;
  midpoint: number[];
  /** undefined for a vertical line (Δx = 0) or in space. */
  slope: number | undefined;
  steps: string[];
}

const AXES = ['x', 'y', 'z'] as const;

/** "(1, −2.5)": a point as coordinates. */
export const pointText = (point: Point) => `(${point.map(shown).join(', ')})`;

const inBrackets = (value: number) => (value < 0 ? `(${shown(value)})` : shown(value));

export function comparePoints(first: Point, second: Point): PointPair {
  const deltas = first.map((value, axis) => (second[axis] ?? 0) - value);
  const distance = Math.hypot(...deltas);
  const midpoint = first.map((value, axis) => (value + (second[axis] ?? 0)) / 2);
  const axes = AXES.slice(0, first.length);
  const [dx = 0, dy = 0] = deltas;
  const slope = first.length === 2 && dx !== 0 ? dy / dx : undefined;
  const squares = deltas.map((delta) => `${inBrackets(delta)}²`).join(' + ');
  const steps = [
    ...axes.map(
      (axis, index) =>
        `Δ${axis} = ${axis}₂ − ${axis}₁ = ${shown(second[index] ?? 0)} − ${inBrackets(first[index] ?? 0)} = ${shown(deltas[index] ?? 0)}`,
    ),
    `d = √(${axes.map((axis) => `Δ${axis}²`).join(' + ')}) = √(${squares}) = √${shown(deltas.reduce((sum, delta) => sum + delta * delta, 0))} = ${shown(distance)}`,
    `Midpoint = (${axes.map((axis) => `(${axis}₁ + ${axis}₂) ÷ 2`).join(', ')}) = ${pointText(midpoint)}`,
  ];
  if (first.length === 2)
    steps.push(
      slope === undefined
        ? 'Slope = Δy ÷ Δx has no value: Δx = 0, so the line is vertical.'
        : `Slope m = Δy ÷ Δx = ${shown(dy)} ÷ ${inBrackets(dx)} = ${shown(slope)}`,
    );
  return { distance, midpoint, slope, steps };
}

/** √n in simplest radical form ("5√2", "7", "√41") for a whole n up to 10¹², else undefined. */
export function exactRoot(n: number): string | undefined {
  if (!Number.isSafeInteger(n) || n < 0 || n > 1e12) return undefined;
  let outside = 1;
  let inside = n;
  for (let factor = 2; factor * factor <= inside; factor += 1) {
    while (inside % (factor * factor) === 0) {
      inside /= factor * factor;
      outside *= factor;
    }
  }
  if (inside === 1) return String(outside);
  return `${outside === 1 ? '' : outside}√${inside}`;
}
