import { out } from '../../../engine/index.ts';

/*
 * The results the funny lifetime tools show again and again: a span of time (compute gives
 * seconds) and a long distance in kilometres or miles (compute gives metres), each with a unit menu.
 */

type TimeUnit = 'min' | 'h' | 'd' | 'wk' | 'yr';

/** A span of time shown in `unit`, with `units` in its menu. */
export const timeSpanResult = (label: string, unit: TimeUnit, units: readonly TimeUnit[], primary = false) =>
  out.number({ label, unitFamily: 'time', unit, units, digits: 3, ...(primary ? { primary } : {}) });

/** A long way, in kilometres or miles (and metres when asked). */
export const longDistanceResult = (label: string, primary = false, withMetres = false) =>
  out.number({
    label,
    unitFamily: 'length',
    unit: 'km',
    imperialUnit: 'mi',
    units: withMetres ? ['km', 'mi', 'm'] : ['km', 'mi'],
    digits: 4,
    ...(primary ? { primary } : {}),
  });
