/*
 * A circle from any one of its measures (CRC Standard Mathematical Tables, "Circle"):
 * d = 2r, C = 2πr, A = πr².
 */

export type CircleMeasure = 'radius' | 'diameter' | 'circumference' | 'area';

export interface Circle {
  radius: number;
  diameter: number;
  circumference: number;
  area: number;
}

/** The radius of the circle whose `measure` is `value` (lengths and areas in matching units). */
export function radiusFrom(measure: CircleMeasure, value: number): number {
  switch (measure) {
    case 'radius':
      return value;
    case 'diameter':
      return value / 2;
    case 'circumference':
      return value / (2 * Math.PI);
    case 'area':
      return Math.sqrt(value / Math.PI);
  }
}

export function circleOfRadius(radius: number): Circle {
  return { radius, diameter: 2 * radius, circumference: 2 * Math.PI * radius, area: Math.PI * radius * radius };
}
