import { percent } from '../../../engine/index.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/*
 * The buying fields of the building-material calculators: a waste allowance the visitor can
 * change, with the usual figure named in its help, and an optional price per piece bought.
 */

/** Extra material for cuts, breakage and offcuts, from 0 to 100 %. */
export const wasteAllowance = (help: string, defaultPercent: number) =>
  percent({ label: 'Waste allowance', help, default: defaultPercent, min: 0, max: 100 });

/** The price of one piece, box or sheet bought; 0 leaves the cost out. */
export const piecePrice = (label: string) =>
  moneyAmount({ label, help: 'Optional: your local price gives the total cost.', default: 0 }, PRICE_MAX);
