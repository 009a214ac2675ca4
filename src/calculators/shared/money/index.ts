/*
 * Money arithmetic several calculators share, in exact decimals (big.js) where cents add up:
 * - cents.ts: the one rounding rule for money (to the cent, half up).
 * - loan-schedule.ts: level payments and month-by-month loan schedules (interest-only start,
 *   extra principal, balloon).
 * - loan-switch.ts: a balance moved to a new loan (a refinance): savings after fees and the
 *   month the payments saved cover them.
 * - schedule-outputs.ts: a schedule's table rows and its yearly balance and interest series.
 * - compounding.ts: growth factors, APR ↔ APY, rates per period, future value with contributions.
 * - annuity.ts: annuity factors and what a level payment grows to, draws down or needs.
 * - drawdown.ts: paying a level amount out of an interest-earning balance, period by period.
 * - term.ts: a term as months, payments or 365-day years, and the whole-payments rules.
 * - year-marks.ts: the years at which yearly tables and charts show a point.
 * - holding-period.ts: years held (a count or two dates) and the annualized rate over them.
 * - debt-payoff.ts: paying one debt down month by month; balance charts of payoffs.
 * - debt-plan.ts: several debts on one budget, snowball or avalanche.
 * - payment-dates.ts: due dates of monthly payments and how many fit between two dates.
 * - mortgage-insurance.ts: when PMI applies and its monthly cost.
 * - pay-periods.ts: pay converted between hourly, weekly, monthly, yearly and other periods.
 * - currency-text.ts: an amount written with its ISO currency code.
 *
 * Dated tables, read from content/data/*.yaml; each *.schema.ts beside them is the zod schema
 * the build checks that YAML against:
 * - exchange-rates.ts (+ exchange-rates.schema.ts): the ECB reference rates, with a US dollar base.
 * - us-cpi.ts (+ us-cpi.schema.ts): US consumer price index (CPI-U) annual averages.
 * - us-federal-tax-2026.ts (+ us-federal-tax-2026.schema.ts): 2026 federal income and payroll tax.
 * - us-capital-gains-tax.ts (+ us-capital-gains-tax.schema.ts): brackets, capital gains
 *   breakpoints, NIIT and the capital loss limit, by tax year.
 * - us-retirement-limits.ts (+ us-retirement-limits.schema.ts): IRS 401(k) limits of one year.
 */
export {};
