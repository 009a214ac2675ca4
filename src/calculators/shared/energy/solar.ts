/*
 * Photovoltaic sizing from peak sun hours: one kW of panels in full sun (1000 W/m²) for one peak
 * sun hour makes 1 kWh before losses; the derate is the share that reaches the meter after the
 * inverter, wiring, heat and dirt.
 */

/** Bills count a month as 30 days, as the published sizing examples do. */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/** kWh a day that one kW of panels delivers. */
export const dailyYieldPerKw = (peakSunHours: number, derateShare: number) => peakSunHours * derateShare;

/** The array size in kW that covers `dailyKwh`. */
export const arrayKw = (dailyKwh: number, peakSunHours: number, derateShare: number) =>
  dailyKwh / dailyYieldPerKw(peakSunHours, derateShare);
