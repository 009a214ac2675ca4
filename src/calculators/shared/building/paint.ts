import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/space.ts';

/*
 * Paint: the area to paint times the coats, at the spreading rate printed on the can, and the
 * cans it is sold in. Areas in m², the spreading rate in m²/L, volumes in m³.
 */

/** The cans paint is sold in: US quarts, gallons and 5-gallon pails, and the common metric tins. */
export const PAINT_CANS = {
  qt: { label: 'US quart (0.95 L)', volume: toBase('volume', 1, 'qt') },
  gal: { label: 'US gallon (3.79 L)', volume: toBase('volume', 1, 'gal') },
  pail: { label: '5 US gallon pail', volume: toBase('volume', 5, 'gal') },
  l1: { label: '1 litre', volume: toBase('volume', 1, 'l') },
  l2_5: { label: '2.5 litres', volume: toBase('volume', 2.5, 'l') },
  l4: { label: '4 litres', volume: toBase('volume', 4, 'l') },
  l5: { label: '5 litres', volume: toBase('volume', 5, 'l') },
  l10: { label: '10 litres', volume: toBase('volume', 10, 'l') },
};

export type PaintCan = keyof typeof PAINT_CANS;

export const paintCanChoices = (Object.keys(PAINT_CANS) as PaintCan[]).map((value) => ({
  value,
  label: PAINT_CANS[value].label,
}));

/** The volume of paint for `area` painted `coats` times at `spreadingRate` m² per litre. */
export function paintVolume(area: number, coats: number, spreadingRate: number): number {
  return toBase('volume', (area * coats) / spreadingRate, 'l');
}
