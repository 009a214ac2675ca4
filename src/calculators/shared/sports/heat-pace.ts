import { fromBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/heat.ts';

/*
 * Coach Mark Hadley's warm-weather pace adjustment (Maximum Performance Running, 2013): add the air
 * temperature and the dew point, both in °F, and read the range of pace slowdown from a chart.
 * The range reflects the runner (size, fitness, acclimatisation), not where in a band the sum falls.
 */

export interface HeatBand {
  /** The highest temperature + dew point sum (°F) of the band. */
  upTo: number;
  /** Slowdown range, in per cent of the pace. */
  low: number;
  high: number;
}

export const HEAT_BANDS: readonly HeatBand[] = [
  { upTo: 100, low: 0, high: 0 },
  { upTo: 110, low: 0, high: 0.5 },
  { upTo: 120, low: 0.5, high: 1 },
  { upTo: 130, low: 1, high: 2 },
  { upTo: 140, low: 2, high: 3 },
  { upTo: 150, low: 3, high: 4.5 },
  { upTo: 160, low: 4.5, high: 6 },
  { upTo: 170, low: 6, high: 8 },
  { upTo: 180, low: 8, high: 10 },
];

/** Above this sum the chart gives no pace: hard running is not recommended. */
export const HARD_RUNNING_LIMIT = 180;

/** The temperature + dew point sum in °F, from both in °C. */
export const heatSum = (temperatureC: number, dewPointC: number) =>
  fromBase('temperature', temperatureC, 'f') + fromBase('temperature', dewPointC, 'f');

/** The chart's band for a sum; above 180 °F the top band, the least slowdown to expect. */
export function heatBandFor(sumF: number): HeatBand {
  const top = HEAT_BANDS[HEAT_BANDS.length - 1] as HeatBand;
  return HEAT_BANDS.find((band) => sumF <= band.upTo) ?? top;
}
