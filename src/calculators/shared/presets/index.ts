/*
 * Input and output blocks many calculators declare, built only from the engine's builders:
 * - money-fields.ts: an amount of money (0 to a billion) and an interest rate (APR) field.
 * - loan-term.ts: the loan term field, in years or months.
 * - schedule-table.ts: the month-by-month payment table and its month and balance columns.
 * - money-chart.ts: the line chart of money over time.
 * - holding-period.ts: an investment's holding period, as years or two dates.
 * - position-side.ts: the long/short choice of the trading calculators.
 */
export {};
