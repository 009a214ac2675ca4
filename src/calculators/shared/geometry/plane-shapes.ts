/*
 * Areas of the common plane shapes (CRC Standard Mathematical Tables, "Mensuration"), from the
 * measurements a, b, c, h (lengths), n (number of sides) and θ (an angle in radians).
 */

export interface ShapeMeasures {
  a: number;
  b: number;
  c: number;
  h: number;
  n: number;
  angle: number;
}

export type Measure = keyof ShapeMeasures;

export interface PlaneShape {
  label: string;
  /** The measurements it reads and what each one is. */
  uses: Partial<Record<Measure, string>>;
  formula: string;
  area: (m: ShapeMeasures) => number;
}

/** Heron's formula, with the factors ordered so a needle-thin triangle keeps its precision. */
export function heronArea(a: number, b: number, c: number): number {
  const [x, y, z] = [a, b, c].sort((p, q) => q - p) as [number, number, number];
  return Math.sqrt((x + (y + z)) * (z - (x - y)) * (z + (x - y)) * (x + (y - z))) / 4;
}

export const PLANE_SHAPES = {
  square: { label: 'Square', uses: { a: 'side' }, formula: 'A = a²', area: ({ a }) => a * a },
  rectangle: {
    label: 'Rectangle',
    uses: { a: 'length', b: 'width' },
    formula: 'A = a × b',
    area: ({ a, b }) => a * b,
  },
  triangle: {
    label: 'Triangle (base and height)',
    uses: { a: 'base', h: 'height' },
    formula: 'A = ½ × a × h',
    area: ({ a, h }) => (a * h) / 2,
  },
  heron: {
    label: 'Triangle (three sides, Heron)',
    uses: { a: 'side', b: 'side', c: 'side' },
    formula: 'A = √(s(s − a)(s − b)(s − c)), s = (a + b + c) ÷ 2',
    area: ({ a, b, c }) => heronArea(a, b, c),
  },
  circle: { label: 'Circle', uses: { a: 'radius' }, formula: 'A = π × a²', area: ({ a }) => Math.PI * a * a },
  ellipse: {
    label: 'Ellipse',
    uses: { a: 'semi-major axis', b: 'semi-minor axis' },
    formula: 'A = π × a × b',
    area: ({ a, b }) => Math.PI * a * b,
  },
  trapezoid: {
    label: 'Trapezoid',
    uses: { a: 'parallel side', b: 'parallel side', h: 'height' },
    formula: 'A = ½ × (a + b) × h',
    area: ({ a, b, h }) => ((a + b) * h) / 2,
  },
  parallelogram: {
    label: 'Parallelogram',
    uses: { a: 'base', h: 'height' },
    formula: 'A = a × h',
    area: ({ a, h }) => a * h,
  },
  rhombus: {
    label: 'Rhombus (diagonals)',
    uses: { a: 'diagonal', b: 'diagonal' },
    formula: 'A = ½ × a × b',
    area: ({ a, b }) => (a * b) / 2,
  },
  sector: {
    label: 'Circle sector',
    uses: { a: 'radius', angle: 'central angle' },
    formula: 'A = ½ × a² × θ (θ in radians)',
    area: ({ a, angle }) => (a * a * angle) / 2,
  },
  polygon: {
    label: 'Regular polygon',
    uses: { n: 'number of sides', a: 'side' },
    formula: 'A = n × a² ÷ (4 × tan(π ÷ n))',
    area: ({ a, n }) => (n * a * a) / (4 * Math.tan(Math.PI / n)),
  },
} as const satisfies Record<string, PlaneShape>;

export type PlaneShapeKey = keyof typeof PLANE_SHAPES;

/** "a = base, h = height": what the measurements mean for a shape. */
export function measuresText(uses: Partial<Record<Measure, string>>): string {
  const letter = (measure: string) => (measure === 'angle' ? 'θ' : measure);
  return Object.entries(uses)
    .map(([measure, meaning]) => `${letter(measure)} = ${meaning}`)
    .join(', ');
}

/** Why three lengths cannot be the sides of a triangle, or undefined when they can. */
export function triangleSidesProblem(a: number, b: number, c: number): string | undefined {
  const longest = Math.max(a, b, c);
  return longest < a + b + c - longest
    ? undefined
    : 'These sides do not make a triangle: the longest must be shorter than the other two together.';
}
