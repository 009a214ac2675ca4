/*
 * Clocks: times of day, time zones and the live timers.
 *
 * - minute-clock-face.ts: whole minutes after midnight on a 24-hour face, wrapping midnight, for
 *   planners that count forwards or backwards from a time ("00:55 (next day)").
 * - time-of-day-spans.ts: 'HH:MM[:SS]' times as seconds after midnight, the span between two of
 *   them on the clock face, and the real span on a date in a time zone.
 * - time-zones.ts: wall times in IANA zones (offsets, clock-change gaps and overlaps, zone and
 *   offset names) and how the time calculators write dates and times.
 * - zone-clock.ts: a zone's wall clock over a few days, read from two offset look-ups and at
 *   most one clock change, for planners that check many instants.
 * - countdown.ts: the countdown to a moment and the pausable timer.
 * - stopwatch.ts: the stopwatch's state, laps and splits.
 */
