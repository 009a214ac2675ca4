/*
 * Sports: the endurance and strength maths of the sports tools, in metres, seconds, kilograms and
 * watts. Input and output blocks for these live in ../presets/race-result.ts, pace-fields.ts and
 * cycling-fields.ts.
 *
 * - pace.ts: the standard road-race distances, pace from distance and time (or either from the
 *   other two), and race clock times.
 * - race-prediction.ts: Riegel's endurance model for a time at another distance.
 * - age-grading.ts: road-race age grading with the 2025 road age factors of content/data/.
 * - vdot.ts: Daniels and Gilbert's oxygen cost and race-duration curves, VDOT, equivalent race
 *   times and the training paces of Daniels' Running Formula.
 * - power-profile.ts: Coggan's power profile, the rider level of a W/kg for four efforts.
 * - power-zones.ts: FTP from a 20-minute or ramp test, and Coggan's seven power zones.
 * - strength-standards.ts: the ExRx.net strength standards (18–39) of content/data/, the class and level
 *   of a one-rep max.
 * - one-rep-max.ts: the Epley, Brzycki and Lombardi one-rep-max formulas and the NSCA %1RM–reps table.
 * - plates.ts: bars, collars, kg and lb plate sets, and the plates per side for a target weight.
 * - rpe-chart.ts: Tuchscherer's RPE chart, % of one-rep max by reps and RPE.
 * - sinclair.ts: the IWF Sinclair coefficients of each Olympic cycle.
 * - strength-scores.ts: the powerlifting scores (Wilks, Wilks 2020, DOTS, IPF GL points).
 * - baseball.ts: innings pitched as a box score writes them, batting average, on-base and slugging
 *   percentages, ERA and WHIP (Official Baseball Rules 9.21–9.22).
 * - football.ts: the NFL passer rating and its four capped components.
 * - cricket.ts: overs written as 45.3 (balls after the point) and the all-out rule of net run rate.
 * - golf.ts: the World Handicap System's Handicap Index (best 8 of 20 and the
 *   table for fewer scores) and Course Handicap.
 * - bowling.ts: a ten-pin line read from its marks (X, /, -), scored frame by frame, and the
 *   USBC handicap.
 * - elo.ts: the expected score of an Elo game, by FIDE's table 8.1(b) with the 400-point rule or by
 *   Elo's logistic curve.
 * - darts.ts: double-out checkout routes in the fewest darts, and the bogey numbers up to 170.
 * - tennis.ts: hold, tiebreak, set and match probabilities from points won on serve (Newton and
 *   Keller; Barnett and Clarke).
 * - gearing.ts: wheel circumference from an ISO 5775 tyre size; gear ratio, gear inches,
 *   development and speed at a cadence.
 * - critical-speed.ts: critical speed and anaerobic reserve from two all-out efforts (Wakayoshi
 *   et al. 1992), for the CSS swim test.
 * - diving.ts: pressure at depth in atmospheres absolute (33 ft of seawater, 34 ft of fresh water)
 *   and the surface air consumption of a dive.
 * - rotation.ts: equal playing time per player and a substitution rotation in roster order.
 * - round-robin.ts: a round-robin schedule by the circle method, with byes for an odd field.
 * - acsm-metabolic.ts: the ACSM walking and running oxygen-cost equations, and the flat speed of
 *   the same effort.
 * - heat-pace.ts: Hadley's temperature + dew point pace slowdown for running in the heat.
 * - sprint.ts: the mono-exponential sprint model (speed, distance and splits of a 40-yard dash).
 * - jump-power.ts: leg power from a vertical jump (Sayers, Harman, Johnson & Bahamonde, Lewis).
 * - ski-release.ts: the ISO 11088 ski binding release value chart of content/data/ (skier code from
 *   weight and height, moved for skier type and age, read in the boot-sole-length column).
 */
export {};
