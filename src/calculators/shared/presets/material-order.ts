import { percent } from '../../../engine/index.ts';
import { buildingArea } from './building-area.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/*
 * The buying fields of the building-material calculators: a waste allowance the visitor can
 * change, with the usual figure named in its help, an optional price per piece bought, and the
 * area of doors and windows left out of a wall.
 */

/** Extra material for cuts, breakage and offcuts, from 0 to 100 %. */
export const wasteAllowance = (help: string, defaultPercent: number) =>
  percent({ label: 'Waste allowance', help, default: defaultPercent, min: 0, max: 100 });

/** The price of one piece, box or sheet bought; 0 leaves the cost out. */
export const piecePrice = (label: string) =>
  moneyAmount({ label, help: 'Optional: your local price gives the total cost.', default: 0 }, PRICE_MAX);

/** An area in m² (ft² for imperial), up to a square kilometre; above 0 when `above0`. */
export const areaField = (label: string, help: string, defaultSquareMetres: number, above0 = false) =>
  buildingArea(label, defaultSquareMetres, { help, allowZero: !above0 });

/** The total area of doors and windows in a wall, 0 for none. */
export const openingsArea = () =>
  areaField('Openings to leave out', 'The total area of doors and windows in the wall; 0 for none.', 0);
