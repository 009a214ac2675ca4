/*
 * Plane and solid geometry of the math calculators: lengths in, lengths, angles (radians), areas
 * and volumes out, with the formulas from the CRC Standard Mathematical Tables.
 *
 * - right-triangle.ts: the missing side of a right triangle (a² + b² = c²), its angles and steps.
 * - points.ts: distance, midpoint and slope between two points in 2D or 3D, with steps.
 * - circle.ts: radius, diameter, circumference and area of a circle from any one of them.
 * - special-angles.ts: exact values of the trigonometric functions at multiples of 30° and 45°.
 * - angle-text.ts: an angle typed as a number or a multiple of π ("2π/3").
 * - trig.ts: the six functions of an angle and the three inverse functions, undefined values named.
 * - plane-shapes.ts: area and perimeter of the common plane shapes.
 * - solids.ts: volume and surface area of the common solids.
 * - triangle.ts: a triangle solved from SSS, SAS, ASA, AAS or SSA (both triangles of the
 *   ambiguous case), with area, perimeter and heights; triangle-figure.ts places it for drawing.
 */
export {};
