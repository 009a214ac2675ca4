import type { TriangleParts } from './triangle.ts';

/*
 * Where to draw a solved triangle in a box: side c along the bottom from A to B, C above it, the
 * whole scaled to fit with room for the letters (screen y grows downwards).
 */

export interface Placed {
  A: [number, number];
  B: [number, number];
  C: [number, number];
}

export function placeTriangle(t: TriangleParts, width: number, height: number, margin: number): Placed {
  const apex: [number, number] = [t.b * Math.cos(t.A), t.b * Math.sin(t.A)];
  const left = Math.min(0, apex[0]);
  const right = Math.max(t.c, apex[0]);
  const scale = Math.min((width - 2 * margin) / (right - left), (height - 2 * margin) / apex[1]);
  // Centred across; the base sits at the bottom margin.
  const offset = (width - (right - left) * scale) / 2 - left * scale;
  const base = height - margin;
  const at = (x: number, y: number): [number, number] => [offset + x * scale, base - y * scale];
  return { A: at(0, 0), B: at(t.c, 0), C: at(apex[0], apex[1]) };
}
