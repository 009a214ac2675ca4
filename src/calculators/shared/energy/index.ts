/*
 * Household energy arithmetic the bill, lighting, generator, solar and battery calculators share:
 * - bill.ts: an electricity bill line by line (flat, tiered and time-of-use rates), each line
 *   rounded to the cent as a utility prints it.
 * - loads.ts: running watts and the peak while motors start (generator and inverter sizing).
 * - solar.ts: photovoltaic array size and yield from peak sun hours and a derate.
 * - battery.ts: depth of discharge by chemistry, bank amp-hours and its series and parallel layout.
 * - payback.ts: solar payback year by year with panel degradation and price rises.
 * - wind.ts: power in the wind through a rotor, the Betz limit and the Rayleigh energy pattern factor.
 * - prices.ts: an energy price per kWh, therm or MJ as a price per joule.
 * - lighting.ts: bulb light output: the ENERGY STAR incandescent equivalence and DOE efficacies.
 */
export {};
