import table from 'dated-table:us-cpi';
import type { UsCpiTable } from './us-cpi.schema.ts';

/*
 * The table behind the inflation calculator's US mode, from content/data/us-cpi.yaml: the Consumer
 * Price Index for All Urban Consumers (CPI-U), U.S. city average, all items, annual averages.
 */
export const usCpiTable = table as UsCpiTable;

export const usCpi = {
  asOf: usCpiTable.asOf,
  source: usCpiTable.sources.map((source) => source.title).join('; '),
  firstYear: usCpiTable.rows[0]?.year ?? 1913,
  annualAverages: usCpiTable.rows.map((row) => row.value),
};

export const lastCpiYear = usCpi.firstYear + usCpi.annualAverages.length - 1;

/** The CPI-U annual average of a year in the table (clamped to the table's range). */
export function cpiOf(year: number): number {
  const index = Math.min(Math.max(Math.round(year) - usCpi.firstYear, 0), usCpi.annualAverages.length - 1);
  return usCpi.annualAverages[index] ?? 100;
}
