import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';
import '../../../engine/units/loaders/motion.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Heat through a building assembly. Layers in series add their thermal resistances (R-values);
 * the U-factor is 1 / R, and the steady heat flow through an area is Q = U × A × ΔT (ASHRAE
 * Handbook – Fundamentals, ch. 25–27). US R-values are in h·ft²·°F/BTU, metric RSI in m²·K/W.
 */

/**
 * One US R unit in m²·K/W, from the unit table's exact factors: 3600 s × 0.09290304 m² × 5/9 K
 * ÷ 1055.05585262 J = 0.1761102; its inverse is the familiar 1 RSI = 5.678263 R.
 */
export const RSI_PER_R = (toBase('time', 1, 'h') * toBase('area', 1, 'ft2') * (5 / 9)) / toBase('energy', 1, 'btu');

export const rsiFromR = (r: number) => r * RSI_PER_R;

/** The U-factor (W/m²·K) of a total resistance in m²·K/W; 0 resistance has no finite U. */
export const uFactor = (rsi: number) => (rsi > 0 ? 1 / rsi : Number.POSITIVE_INFINITY);

/** Steady heat flow in W through `area` m² of an assembly of `rsi` m²·K/W at a difference of `deltaT` K. */
export const heatFlow = (rsi: number, area: number, deltaT: number) => (area * deltaT) / rsi;
