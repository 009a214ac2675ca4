/*
 * Unit conversion: what the unit converters share, on top of the engine's unit table
 * (src/engine/units/table.ts), which holds every factor and its source.
 *
 * - formula.ts: the conversion between two units as people write it ("1 in = 2.54 cm",
 *   "°F = °C × 9/5 + 32", "L/100 km = 235.214583 ÷ mpg") and each unit's definition in the SI unit.
 * - limits.ts: values no unit can convert (below absolute zero, a fuel economy of 0).
 * - converter.ts: one single-quantity converter page from its family, default pair, quick links
 *   and examples.
 * - converter-view.tsx: the swap button and the quick links every converter page shows.
 */
export {};
