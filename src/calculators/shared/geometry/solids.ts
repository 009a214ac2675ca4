import type { Measure, ShapeMeasures } from './plane-shapes.ts';

/*
 * Volume and surface area of the common solids (CRC Standard Mathematical Tables,
 * "Mensuration"), from the lettered measurements a, b, c, h and n of ./plane-shapes.ts.
 */

/** Solids have no angle measurement. */
type SolidMeasures = Omit<ShapeMeasures, 'angle'>;

export interface Solid {
  label: string;
  uses: Partial<Record<Exclude<Measure, 'angle'>, string>>;
  formula: string;
  volume: (m: SolidMeasures) => number;
  surface: (m: SolidMeasures) => number;
}

/** Area of a regular polygon with n sides of length a. */
const polygonArea = (n: number, a: number) => (n * a * a) / (4 * Math.tan(Math.PI / n));

/** Knud Thomsen's formula: within 1.061 % of an ellipsoid's true surface, exact for a sphere. */
const THOMSEN_P = 1.6075;
function ellipsoidSurface(a: number, b: number, c: number): number {
  const [ap, bp, cp] = [a ** THOMSEN_P, b ** THOMSEN_P, c ** THOMSEN_P];
  return 4 * Math.PI * ((ap * bp + ap * cp + bp * cp) / 3) ** (1 / THOMSEN_P);
}

export const SOLIDS = {
  cube: {
    label: 'Cube',
    uses: { a: 'edge' },
    formula: 'V = a³, S = 6a²',
    volume: ({ a }) => a ** 3,
    surface: ({ a }) => 6 * a * a,
  },
  box: {
    label: 'Box (rectangular prism)',
    uses: { a: 'length', b: 'width', h: 'height' },
    formula: 'V = a × b × h, S = 2(ab + ah + bh)',
    volume: ({ a, b, h }) => a * b * h,
    surface: ({ a, b, h }) => 2 * (a * b + a * h + b * h),
  },
  cylinder: {
    label: 'Cylinder',
    uses: { a: 'radius', h: 'height' },
    formula: 'V = πa²h, S = 2πa(a + h)',
    volume: ({ a, h }) => Math.PI * a * a * h,
    surface: ({ a, h }) => 2 * Math.PI * a * (a + h),
  },
  cone: {
    label: 'Cone',
    uses: { a: 'base radius', h: 'height' },
    formula: 'V = ⅓πa²h, S = πa(a + √(a² + h²))',
    volume: ({ a, h }) => (Math.PI * a * a * h) / 3,
    surface: ({ a, h }) => Math.PI * a * (a + Math.hypot(a, h)),
  },
  sphere: {
    label: 'Sphere',
    uses: { a: 'radius' },
    formula: 'V = ⁴⁄₃πa³, S = 4πa²',
    volume: ({ a }) => (4 / 3) * Math.PI * a ** 3,
    surface: ({ a }) => 4 * Math.PI * a * a,
  },
  hemisphere: {
    label: 'Hemisphere',
    uses: { a: 'radius' },
    formula: 'V = ⅔πa³, S = 3πa² (dome and flat base)',
    volume: ({ a }) => (2 / 3) * Math.PI * a ** 3,
    surface: ({ a }) => 3 * Math.PI * a * a,
  },
  pyramid: {
    label: 'Pyramid (rectangular base)',
    uses: { a: 'base length', b: 'base width', h: 'height' },
    formula: 'V = ⅓ × a × b × h, S = ab + a√((b/2)² + h²) + b√((a/2)² + h²)',
    volume: ({ a, b, h }) => (a * b * h) / 3,
    surface: ({ a, b, h }) => a * b + a * Math.hypot(b / 2, h) + b * Math.hypot(a / 2, h),
  },
  prism: {
    label: 'Prism (regular polygon base)',
    uses: { n: 'sides of the base', a: 'base side', h: 'height' },
    formula: 'V = B × h, S = 2B + n × a × h, with base area B = n × a² ÷ (4 tan(π ÷ n))',
    volume: ({ n, a, h }) => polygonArea(n, a) * h,
    surface: ({ n, a, h }) => 2 * polygonArea(n, a) + n * a * h,
  },
  ellipsoid: {
    label: 'Ellipsoid',
    uses: { a: 'semi-axis', b: 'semi-axis', c: 'semi-axis' },
    formula: 'V = ⁴⁄₃πabc, S ≈ 4π((aᵖbᵖ + aᵖcᵖ + bᵖcᵖ) ÷ 3)^(1/p), p = 1.6075 (within 1.1 %)',
    volume: ({ a, b, c }) => (4 / 3) * Math.PI * a * b * c,
    surface: ({ a, b, c }) => ellipsoidSurface(a, b, c),
  },
  capsule: {
    label: 'Capsule',
    uses: { a: 'radius', h: 'length of the straight part' },
    formula: 'V = πa²(⁴⁄₃a + h), S = 2πa(2a + h)',
    volume: ({ a, h }) => Math.PI * a * a * ((4 / 3) * a + h),
    surface: ({ a, h }) => 2 * Math.PI * a * (2 * a + h),
  },
  frustum: {
    label: 'Frustum of a cone',
    uses: { a: 'bottom radius', b: 'top radius', h: 'height' },
    formula: 'V = ⅓πh(a² + ab + b²), S = π(a + b)√((a − b)² + h²) + π(a² + b²)',
    volume: ({ a, b, h }) => (Math.PI * h * (a * a + a * b + b * b)) / 3,
    surface: ({ a, b, h }) => Math.PI * (a + b) * Math.hypot(a - b, h) + Math.PI * (a * a + b * b),
  },
} as const satisfies Record<string, Solid>;

export type SolidKey = keyof typeof SOLIDS;
