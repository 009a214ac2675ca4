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
  examples: [
    {
      inputs: {
        length: { value: 80, unit: 'yd' },
        width: { value: 40, unit: 'yd' },
        thickness: { value: 2, unit: 'in' },
        // 112 lb per square yard per inch = 112 lb ÷ (9 ft² × 1/12 ft) = 149.33 lb/ft³.
        density: { value: 112 / 0.75, unit: 'lbft3' },
        waste: 0,
      },
      expect: { weight: { value: 358.4, unit: 'ton' } },
      tolerance: 1e-6,
      source:
        'Illinois DOT Bureau of Materials factor of 112 lb/sq yd/in (Convert-me.com worked example): 3,200 sq yd × 2 in × 112 = 716,800 lb = 358.4 US tons',
    },
    {
      inputs: {
        length: { value: 100, unit: 'ft' },
        width: { value: 20, unit: 'ft' },
        thickness: { value: 4, unit: 'in' },
        // 2 tons per cubic yard = 4,000 lb ÷ 27 ft³.
        density: { value: 4000 / 27, unit: 'lbft3' },
        waste: 0,
        pricePerWeight: 100,
        priceUnit: 'ton',
      },
      expect: { volume: { value: 24.69, unit: 'yd3' }, weight: { value: 49.38, unit: 'ton' }, cost: 4938.27 },
      // 0.005 ton in kg: the source rounds to two decimals.
      tolerance: 5,
      source:
        'AsphaltCalculator.pro worked example: 20 × 100 ft at 4 in = 24.69 yd³ × 2 tons per yd³ = 49.38 tons (at $100 a ton $4,938.27)',
    },
    {
      inputs: { length: 10, width: 3, thickness: 5, density: 2400, waste: 0, pricePerWeight: 90, priceUnit: 't' },
      expect: { volume: 1.5, weight: 3600, cost: 324 },
      tolerance: 1e-9,
      source: 'Mass = volume × density: 10 × 3 × 0.05 m = 1.5 m³ × 2,400 kg/m³ = 3.6 t; at 90 a tonne, 324',
    },
  ],
});
