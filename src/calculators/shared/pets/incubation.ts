/*
 * Incubation of poultry eggs in a forced-air incubator at 37.5 °C (99.5 °F), from the extension
 * services' tables (Mississippi State University Extension, "Hatching Eggs at Home", table 1;
 * University of Illinois Extension, "Incubation and Embryology"): days from setting to hatch as a
 * range, the day to stop turning and raise humidity ("lockdown"), and the first candling day.
 */

export interface Incubation {
  label: string;
  earliest: number;
  typical: number;
  latest: number;
  lockdown: number;
  candle: number;
}

export const INCUBATION = {
  chicken: { label: 'Chicken (21 days)', earliest: 20, typical: 21, latest: 22, lockdown: 18, candle: 7 },
  bantam: { label: 'Bantam chicken (20–21 days)', earliest: 19, typical: 20, latest: 21, lockdown: 17, candle: 7 },
  duck: { label: 'Duck, most breeds (28 days)', earliest: 27, typical: 28, latest: 29, lockdown: 25, candle: 7 },
  muscovy: { label: 'Muscovy duck (35–37 days)', earliest: 35, typical: 35, latest: 37, lockdown: 31, candle: 10 },
  goose: { label: 'Goose (28–34 days)', earliest: 28, typical: 30, latest: 34, lockdown: 27, candle: 10 },
  turkey: { label: 'Turkey (28 days)', earliest: 27, typical: 28, latest: 29, lockdown: 25, candle: 7 },
  guinea: { label: 'Guinea fowl (26–28 days)', earliest: 26, typical: 27, latest: 28, lockdown: 24, candle: 7 },
  pheasant: { label: 'Pheasant (23–26 days)', earliest: 23, typical: 24, latest: 26, lockdown: 21, candle: 7 },
  coturnix: {
    label: 'Coturnix (Japanese) quail (17–18 days)',
    earliest: 17,
    typical: 17,
    latest: 18,
    lockdown: 15,
    candle: 5,
  },
  bobwhite: { label: 'Bobwhite quail (23–24 days)', earliest: 23, typical: 23, latest: 24, lockdown: 20, candle: 7 },
} as const satisfies Record<string, Incubation>;
