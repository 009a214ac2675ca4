import { out, radio } from '../../../engine/index.ts';
import { fromBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';
import { massOf } from '../building/earthwork.ts';
import { withWaste } from '../building/packages.ts';
import { moneyAmount, PRICE_MAX } from './money-fields.ts';

/*
 * The results of the site-prep calculators: a volume in m³ or cubic yards (with cubic feet and
 * litres in the menu), a weight in tonnes or US tons, and the cost of that weight.
 */
export const bulkVolumeOutput = (label: string, primary = false, help?: string) =>
  out.number({
    label,
    primary,
    ...(help ? { help } : {}),
    unitFamily: 'volume',
    unit: 'm3',
    imperialUnit: 'yd3',
    units: ['m3', 'l', 'yd3', 'ft3'],
    digits: 4,
  });

export const bulkWeightOutput = (label: string, primary = false, help?: string) =>
  out.number({
    label,
    primary,
    ...(help ? { help } : {}),
    unitFamily: 'mass',
    unit: 't',
    imperialUnit: 'ton',
    units: ['t', 'kg', 'ton', 'lb'],
    digits: 4,
  });

export const groundAreaOutput = (label: string) =>
  out.number({ label, unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2', 'yd2'] });

/*
 * A price per tonne or per US short ton (quarries in the US sell by the short ton of 2,000 lb,
 * most others by the metric tonne), and the cost of a weight in kg at that price.
 */
export const pricePerWeightFields = {
  pricePerWeight: moneyAmount(
    { label: 'Price', help: 'Optional: the supplier’s price per ton.', default: 0 },
    PRICE_MAX,
  ),
  priceUnit: radio({
    label: 'Price is per',
    options: [
      { value: 't', label: 'Tonne (1,000 kg)' },
      { value: 'ton', label: 'US ton (2,000 lb)' },
    ],
    default: 't',
  }),
};

export const costOfWeight = (
  kilograms: number,
  { pricePerWeight, priceUnit }: { pricePerWeight: number; priceUnit: string },
) => Math.round(fromBase('mass', kilograms, priceUnit === 'ton' ? 'ton' : 't') * pricePerWeight * 100) / 100;

export const costOutput = out.money({ label: 'Cost' });

/** A layer of bulk material (m³) with an allowance (%): the volume to order, its weight and its cost. */
export function bulkOrder(
  volume: number,
  allowancePercent: number,
  density: number,
  price: { pricePerWeight: number; priceUnit: string },
) {
  const toOrder = withWaste(volume, allowancePercent);
  const weight = massOf(toOrder, density);
  return { volume, toOrder, weight, cost: costOfWeight(weight, price) };
}
