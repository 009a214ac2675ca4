import { number, out, select } from '../../../engine/index.ts';
import { LOAD_ROUNDING } from '../sports/plates.ts';

/*
 * Fields of the weight-room tools: a load on the bar in kilograms or pounds (pounds when the
 * visitor prefers imperial), and the result loads shown the same way.
 */

const LOAD_UNITS = { unitFamily: 'mass', unit: 'kg', imperialUnit: 'lb', units: ['kg', 'lb'] } as const;

/** A weight lifted or planned, above 0 and up to `maxKg`. */
export const barbellLoadField = (label: string, defaultKg: number, maxKg: number, help?: string) =>
  number({
    label,
    ...(help === undefined ? {} : { help }),
    ...LOAD_UNITS,
    default: defaultKg,
    min: 0,
    minInclusive: false,
    max: maxKg,
  });

/** A load result in kilograms or pounds, to 0.1. */
export const barbellLoadOutput = (label: string, primary = false) =>
  out.number({ label, primary, ...LOAD_UNITS, decimals: 1 });

/** The menu options of a table keyed by value, each entry carrying its own label. */
export const optionsOf = <K extends string>(table: Record<K, { label: string }>) =>
  (Object.keys(table) as K[]).map((value) => ({ value, label: table[value].label }));

/** How to round planned loads: to 2.5 kg, to 5 lb, or not at all (keys of LOAD_ROUNDING). */
export const loadRoundingInput = () =>
  select({
    label: 'Round loads to',
    options: optionsOf(LOAD_ROUNDING),
    default: 'kg',
  });
