/*
 * Physics: the constants and the formula solvers of the science hub's physics tools.
 *
 * - constants.ts: CODATA 2018 values of the physical constants (exact SI values where defined).
 * - bodies.ts: GM and radius of the Sun, planets, Moon and Pluto (NASA fact sheet, IAU), escape speed
 *   and Kepler's third law.
 * - gas-lift.ts: gas densities by the ideal gas law and the lift of helium in air (sea-level standard
 *   atmosphere), for balloons.
 * - humidity.ts: dew point and relative humidity by the Magnus formula (Alduchov and Eskridge 1996).
 * - power-law.ts: solving a relation of the form x₁^a · x₂^b · … = constant for any one quantity.
 * - road-cycling.ts: Martin et al.'s (1998) road cycling power model: power for a speed and the
 *   speed a power holds, against air, rolling resistance and gravity.
 * - solve-for.ts: the "solve for" calculator shape those relations share: a choice of unknown, one
 *   field per quantity with its units, every quantity in the results and the formula rearranged.
 */
export {};
