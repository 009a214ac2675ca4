/*
 * The dated table behind the inflation calculator's US mode: the Consumer Price Index for All
 * Urban Consumers (CPI-U), U.S. city average, all items, 1982–84 = 100, annual averages, as the
 * Bureau of Labor Statistics publishes them (series CUUR0000SA0, period M13 "Annual").
 *
 * An editor adds a year once BLS publishes its annual average (each January, with the December
 * CPI release):
 *   1. Open https://data.bls.gov/timeseries/CUUR0000SA0 (tick "include annual averages").
 *   2. Append the new "Annual" figure, exactly as published, to `annualAverages` below.
 *   3. Set `asOf` to the release date of that figure.
 * Published values are never revised (CPI-U is not seasonally adjusted), so earlier entries stay.
 *
 * 1913–2006 are published to one decimal, 2007 onward to three.
 */
export const usCpi = {
  asOf: '2025-01-15',
  source: 'U.S. Bureau of Labor Statistics, CPI-U U.S. city average, all items (1982–84 = 100), annual averages',
  firstYear: 1913,
  annualAverages: [
    // 1913–1919
    9.9, 10.0, 10.1, 10.9, 12.8, 15.1, 17.3,
    // 1920s
    20.0, 17.9, 16.8, 17.1, 17.1, 17.5, 17.7, 17.4, 17.1, 17.1,
    // 1930s
    16.7, 15.2, 13.7, 13.0, 13.4, 13.7, 13.9, 14.4, 14.1, 13.9,
    // 1940s
    14.0, 14.7, 16.3, 17.3, 17.6, 18.0, 19.5, 22.3, 24.1, 23.8,
    // 1950s
    24.1, 26.0, 26.5, 26.7, 26.9, 26.8, 27.2, 28.1, 28.9, 29.1,
    // 1960s
    29.6, 29.9, 30.2, 30.6, 31.0, 31.5, 32.4, 33.4, 34.8, 36.7,
    // 1970s
    38.8, 40.5, 41.8, 44.4, 49.3, 53.8, 56.9, 60.6, 65.2, 72.6,
    // 1980s
    82.4, 90.9, 96.5, 99.6, 103.9, 107.6, 109.6, 113.6, 118.3, 124.0,
    // 1990s
    130.7, 136.2, 140.3, 144.5, 148.2, 152.4, 156.9, 160.5, 163.0, 166.6,
    // 2000s
    172.2, 177.1, 179.9, 184.0, 188.9, 195.3, 201.6, 207.342, 215.303, 214.537,
    // 2010s
    218.056, 224.939, 229.594, 232.957, 236.736, 237.017, 240.007, 245.12, 251.107, 255.657,
    // 2020s
    258.811, 270.97, 292.655, 304.702, 313.689,
  ],
} as const;

export const lastCpiYear = usCpi.firstYear + usCpi.annualAverages.length - 1;

/** The CPI-U annual average of a year in the table (clamped to the table's range). */
export function cpiOf(year: number): number {
  const index = Math.min(Math.max(Math.round(year) - usCpi.firstYear, 0), usCpi.annualAverages.length - 1);
  return usCpi.annualAverages[index] ?? 100;
}
