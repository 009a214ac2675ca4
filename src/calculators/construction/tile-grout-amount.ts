import { defineCalculator, number, out } from '../../engine/index.ts';
import { groutVolume } from '../shared/building/grout.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { areaField, piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { tileMeasure } from '../shared/presets/tile-fields.ts';

export default defineCalculator({
  inputs: {
    area: areaField('Area to tile', 'Floor or wall area; add up the rectangles of an L-shaped room.', 10, true),
    tileLength: tileMeasure('Tile length', 30, 'cm', true),
    tileWidth: tileMeasure('Tile width', 30, 'cm', true),
    thickness: tileMeasure('Tile thickness (joint depth)', 8, 'mm', true, 'Floor tiles are often 8–10 mm (3/8 in).'),
    joint: tileMeasure('Joint width', 3, 'mm', true, 'The spacer size: 2–3 mm (1/16–1/8 in) is common.'),
    density: number({
      label: 'Density of the mixed grout',
      help: 'Cement grouts weigh about 1.6 kg per litre (the factor in Mapei’s formula).',
      default: 1.6,
      unitFamily: 'density',
      unit: 'kgl',
      imperialUnit: 'lbft3',
      units: ['kgl', 'lbft3', 'lbin3'],
      min: 0,
      minInclusive: false,
      max: 5,
    }),
    bagSize: number({
      label: 'Bag size',
      help: 'Grout is sold in bags of 5 or 20 kg, or 10 and 25 lb.',
      default: 5,
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      min: 0,
      minInclusive: false,
      max: 1000,
    }),
    waste: wasteAllowance('Extra for mixing, wiping and filling; 10–15 % is usual.', 10),
    pricePerBag: piecePrice('Price per bag'),
  },
  outputs: {
    bags: out.integer({ label: 'Bags to buy', primary: true }),
    weight: out.number({
      label: 'Grout with waste',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
    }),
    weightNet: out.number({
      label: 'Grout in the joints',
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
    }),
    volume: out.number({
      label: 'Volume of the joints',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'in3',
      units: ['l', 'cm3', 'in3', 'ft3'],
    }),
    cost: out.money({ label: 'Cost of the grout' }),
  },
  compute: ({ area, tileLength, tileWidth, thickness, joint, density, bagSize, waste, pricePerBag }) => {
    const volume = groutVolume(area, { tileLength, tileWidth, joint, depth: thickness });
    const weightNet = volume * density;
    const weight = withWaste(weightNet, waste);
    const bags = wholePackages(weight, bagSize);
    return { bags, weight, weightNet, volume, cost: packagesCost(bags, pricePerBag) };
  },
});
