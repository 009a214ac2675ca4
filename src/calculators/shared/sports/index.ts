/*
 * Sports: the endurance and strength maths of the sports tools, in metres, seconds, kilograms and
 * watts. Input and output blocks for these live in ../presets/race-result.ts.
 *
 * - pace.ts: the standard road-race distances, pace from distance and time, and race clock times.
 * - race-prediction.ts: Riegel's endurance model for a time at another distance.
 * - vdot.ts: Daniels and Gilbert's oxygen cost and race-duration curves, VDOT, equivalent race
 *   times and the training paces of Daniels' Running Formula.
 */
export {};
