import { defineCalculator, out, percent, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import { roundPitVolume } from '../shared/building/earthwork.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import { bulkVolumeOutput, groundAreaOutput } from '../shared/presets/bulk-volume.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

/* Bag sizes sold in garden centres: cubic feet in the US, litres elsewhere. */
const BAGS = [
  { value: 'ft3_1.5', label: '1.5 ft³ bag', size: 1.5, unit: 'ft3' },
  { value: 'ft3_2', label: '2 ft³ bag', size: 2, unit: 'ft3' },
  { value: 'ft3_3', label: '3 ft³ bag', size: 3, unit: 'ft3' },
  { value: 'l_40', label: '40 L bag', size: 40, unit: 'l' },
  { value: 'l_50', label: '50 L bag', size: 50, unit: 'l' },
  { value: 'l_70', label: '70 L bag', size: 70, unit: 'l' },
] as const;

const bagVolume = (key: string) => {
  const bag = BAGS.find((choice) => choice.value === key) ?? BAGS[1];
  return toBase('volume', bag.size, bag.unit);
};

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Bed shape',
      options: [
        { value: 'rectangle', label: 'Rectangle' },
        { value: 'circle', label: 'Circle' },
      ],
      default: 'rectangle',
    }),
    length: buildingLength('Length, or diameter of a circle', 4),
    width: buildingLength('Width', 2, { help: 'Not used for a circle.' }),
    depth: buildingThickness('Depth', 7.5, 'Mulch 5–8 cm (2–3 in); topsoil for a new lawn 10–15 cm (4–6 in).'),
    waste: percent({
      label: 'Extra allowance',
      help: 'For settling and uneven ground; 5–10 % is common.',
      default: 5,
      min: 0,
      max: 100,
    }),
    bag: select({ label: 'Bag size', options: BAGS.map(({ value, label }) => ({ value, label })), default: 'ft3_2' }),
    pricePerBag: moneyAmount({ label: 'Price per bag', help: 'Optional.', default: 0 }, PRICE_MAX),
  },
  compute: ({ shape, length, width, depth, waste, bag, pricePerBag }) => {
    const circle = shape === 'circle';
    const area = circle ? (Math.PI * length * length) / 4 : length * width;
    const volume = circle ? roundPitVolume(length, depth) : boxVolume(length, width, depth);
    const toOrder = withWaste(volume, waste);
    const bags = wholePackages(toOrder, bagVolume(bag));
    return { area, volume, toOrder, bags, cost: packagesCost(bags, pricePerBag) };
  },
  outputs: {
    toOrder: bulkVolumeOutput(
      'Volume to order, with allowance',
      true,
      'Bulk topsoil and mulch are sold by the cubic yard or m³.',
    ),
    bags: out.integer({ label: 'Bags' }),
    volume: bulkVolumeOutput('Volume'),
    area: groundAreaOutput('Area covered'),
    cost: out.money({ label: 'Cost of the bags' }),
  },
});
