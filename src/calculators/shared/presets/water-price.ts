import { select } from '../../../engine/index.ts';
import { WATER_PRICE_UNITS } from '../household/water.ts';
import { moneyAmount } from './money-fields.ts';

/*
 * The water price of the household running-cost tools: what the bill charges for water (and for
 * sewer, where it is billed by the volume of water used) and the volume that price is quoted per.
 */
export const waterPriceFields = (defaultPrice = 12) => ({
  waterPrice: moneyAmount(
    {
      label: 'Water and sewer price',
      help: 'On your water bill: add the sewer charge when it is billed by the water you use.',
      default: defaultPrice,
    },
    10_000,
  ),
  waterPriceUnit: select({ label: 'Price is', options: WATER_PRICE_UNITS, default: 'kgal' }),
});
