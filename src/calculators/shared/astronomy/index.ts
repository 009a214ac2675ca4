/*
 * Astronomical time after Meeus, "Astronomical Algorithms".
 *
 * - julian-day.ts: Julian Day numbers, Julian and Gregorian calendar dates and instants.
 * - delta-t.ts: ΔT, the difference between Terrestrial Time and Universal Time, by year.
 * - lunar-phases.ts: instants of new moon, first quarter, full moon and last quarter.
 * - seasons.ts: instants of the equinoxes and solstices.
 */
