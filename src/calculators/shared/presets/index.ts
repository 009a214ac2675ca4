/*
 * Input and output blocks many calculators declare, built from the engine's builders (through
 * engine/index.ts only) and the domain folders' figures:
 * - money-fields.ts: an amount of money (0 to a billion) and an interest rate (APR) field.
 * - loan-term.ts: the loan term field, and a stretch inside it (interest-only, before a balloon).
 * - years-or-months.ts: a span in years or months, from a month up to a given number of years.
 * - time-value-fields.ts: payment frequency and timing, and how long money grows.
 * - schedule-table.ts: the month-by-month payment table and its month and balance columns.
 * - money-chart.ts: the line chart of money over time.
 * - holding-period.ts: an investment's holding period, as years or two dates.
 * - coin-price.ts: the price of one coin, defaulting to the dated market table's price.
 * - position-fields.ts: the long/short choice and the position size of the trading calculators.
 * - body-fields.ts: sex, age, weight, height, activity level, BMR equation and body fat.
 * - menstrual-cycle-fields.ts: the first day of the last period and the average cycle length.
 * - add-or-subtract.ts: the Add / Subtract choice of the date and time arithmetic.
 * - own-days-off.ts: the visitor's own days off, up to six optional dates.
 * - work-schedule.ts: hours and days per week and paid weeks per year, behind every pay conversion.
 * - whole-number-fields.ts: exact whole-number text fields (one number, or a list to factor) of number theory.
 * - euclid-steps-table.ts: the table of Euclid's divisions for a GCF.
 * - prime-factors-table.ts: numbers beside their prime factorizations.
 * - vehicle-fields.ts: distance, fuel economy, fuel amount and pump price fields, and cost per km and mile.
 */
export {};
