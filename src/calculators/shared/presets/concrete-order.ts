import { integer, out, percent, select } from '../../../engine/index.ts';
import { concreteBagChoices, concreteOrder, type ConcreteBagKey } from '../building/concrete-bags.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/*
 * The order block of every concrete calculator: a waste allowance, the bag size and its price in,
 * the volume, the volume with waste, the bags and their cost out.
 */

/** Pieces poured alike (footings, columns), from 1 to 10,000. */
export const pieceCount = (label: string, defaultCount: number) =>
  integer({ label, default: defaultCount, min: 1, max: 10_000 });

export const concreteOrderFields = {
  waste: percent({
    label: 'Waste allowance',
    help: 'Extra for spillage, uneven ground and form bulge; 5–10 % is usual.',
    default: 10,
    min: 0,
    max: 100,
  }),
  bag: select({ label: 'Premixed bag size', options: concreteBagChoices, default: 'lb80' }),
  pricePerBag: moneyAmount(
    { label: 'Price per bag', help: 'Optional: your local price gives the total cost.', default: 0 },
    PRICE_MAX,
  ),
};

const volumeOutput = (label: string, primary = false) =>
  out.number({
    label,
    primary,
    unitFamily: 'volume',
    unit: 'm3',
    imperialUnit: 'yd3',
    units: ['m3', 'l', 'yd3', 'ft3'],
    digits: 4,
  });

export const concreteOrderOutputs = {
  volume: volumeOutput('Concrete volume'),
  withWaste: volumeOutput('Volume to order, with waste', true),
  bags: out.integer({ label: 'Premixed bags', help: 'Whole bags of the chosen size for the volume with waste.' }),
  cost: out.money({ label: 'Cost of the bags' }),
};

/** The order for `volume` m³ from the block's fields. */
export const concreteOrderFor = (
  volume: number,
  { waste, bag, pricePerBag }: { waste: number; bag: string; pricePerBag: number },
) => concreteOrder(volume, waste, bag as ConcreteBagKey, pricePerBag);
