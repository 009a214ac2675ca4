/*
 * Solar payback year by year (undefined when it takes longer than a century): production falls by the degradation each year, the electricity
 * price rises by the escalation, and the savings add up until they repay the net cost.
 */

export interface PaybackInputs {
  netCost: number;
  firstYearKwh: number;
  pricePerKwh: number;
  /** Percent a year. */
  degradation: number;
  escalation: number;
  years: number;
}

/** How far the payback is looked for, past the years shown: a system older than this has no value left. */
const LONGEST_PAYBACK_YEARS = 100;

export function solarPayback({ netCost, firstYearKwh, pricePerKwh, degradation, escalation, years }: PaybackInputs) {
  let cumulative = 0;
  let lifetimeSavings = 0;
  let paybackYears: number | undefined = netCost <= 0 ? 0 : undefined;
  const rows: { year: number; savings: number; cumulative: number }[] = [];
  for (let year = 1; year <= Math.max(years, LONGEST_PAYBACK_YEARS); year += 1) {
    const savings =
      firstYearKwh * (1 - degradation / 100) ** (year - 1) * pricePerKwh * (1 + escalation / 100) ** (year - 1);
    const before = cumulative;
    cumulative += savings;
    // Within the year the savings come in evenly, so the payback falls part-way through it.
    if (paybackYears === undefined && cumulative >= netCost && savings > 0) {
      paybackYears = year - 1 + (netCost - before) / savings;
    }
    if (year <= years) {
      rows.push({ year, savings, cumulative });
      lifetimeSavings = cumulative;
    }
  }
  return { paybackYears, lifetimeSavings, rows };
}
