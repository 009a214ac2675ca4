import { defineCalculator, number, percent } from '../../engine/index.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import {
  bulkOrder,
  bulkVolumeOutput,
  bulkWeightOutput,
  costOutput,
  groundAreaOutput,
  pricePerWeightFields,
} from '../shared/presets/bulk-volume.ts';

export default defineCalculator({
  inputs: {
    length: buildingLength('Length', 15),
    width: buildingLength('Width', 3.5),
    thickness: buildingThickness(
      'Compacted thickness',
      5,
      'The finished, rolled thickness: 5–8 cm (2–3 in) on a driveway base, more for heavy traffic.',
    ),
    density: number({
      label: 'Compacted mix density',
      help: 'About 2,350 kg/m³ (146.7 lb/ft³, the "110 lb per square yard per inch" rule); your supplier knows its mix.',
      default: 2350,
      unitFamily: 'density',
      unit: 'kgm3',
      imperialUnit: 'lbft3',
      units: ['kgm3', 'lbft3'],
      min: 1000,
      max: 3000,
    }),
    waste: percent({
      label: 'Extra allowance',
      help: 'For uneven base and edges; 5–10 % is usual.',
      default: 5,
      min: 0,
      max: 100,
    }),
    ...pricePerWeightFields,
  },
  compute: ({ length, width, thickness, density, waste, ...price }) => ({
    area: length * width,
    ...bulkOrder(boxVolume(length, width, thickness), waste, density, price),
  }),
  outputs: {
    weight: bulkWeightOutput('Hot-mix asphalt to order, with allowance', true),
    toOrder: bulkVolumeOutput('Compacted volume to order, with allowance'),
    volume: bulkVolumeOutput('Compacted volume'),
    area: groundAreaOutput('Area paved'),
    cost: costOutput,
  },
});
