import { defineCalculator, percent, select } from '../../engine/index.ts';
import { bulkDensity, bulkMaterialChoices, bulkMaterialTable } from '../shared/building/material-densities.ts';
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
    length: buildingLength('Length', 10),
    width: buildingLength('Width', 3),
    depth: buildingThickness('Depth', 10, 'Paths 5–8 cm (2–3 in); driveway bases 10–15 cm (4–6 in) or more.'),
    material: select({ label: 'Material', options: bulkMaterialChoices, default: 'gravel' }),
    waste: percent({
      label: 'Extra allowance',
      help: 'For settling, compaction and uneven ground; 5–10 % is common.',
      default: 10,
      min: 0,
      max: 100,
    }),
    ...pricePerWeightFields,
  },
  compute: ({ length, width, depth, material, waste, ...price }) => ({
    area: length * width,
    ...bulkOrder(boxVolume(length, width, depth), waste, bulkDensity(material), price),
  }),
  outputs: {
    weight: bulkWeightOutput('Weight to order, with allowance', true),
    toOrder: bulkVolumeOutput('Volume to order, with allowance'),
    volume: bulkVolumeOutput('Volume'),
    area: groundAreaOutput('Area covered'),
    cost: costOutput,
  },
  examples: [
    {
      inputs: {
        length: { value: 3, unit: 'ft' },
        width: { value: 3, unit: 'ft' },
        depth: { value: 3, unit: 'ft' },
        material: 'gravel',
        waste: 0,
      },
      expect: { volume: { value: 1, unit: 'yd3' }, weight: { value: 2970, unit: 'lb' } },
      tolerance: 1e-6,
      source: 'US Army TM 9-2320-366-10-1, Table 2-15: gravel weighs 110 lb per cu ft, 2,970 lb per cu yd',
    },
    {
      inputs: {
        length: { value: 5.19, unit: 'yd' },
        width: { value: 1, unit: 'yd' },
        depth: { value: 3, unit: 'ft' },
        material: 'crushedRock',
        waste: 0,
      },
      expect: { weight: { value: 13312, unit: 'lb' } },
      // 1 lb in kg: the table rounds the load to the pound.
      tolerance: 0.5,
      source:
        'US Army TM 9-2320-366-10-1, Table 2-15: a level-full 5.19 cu yd dump body of crushed rock and stone (95 lb/ft³) weighs 13,312 lb',
    },
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 12, unit: 'ft' },
        depth: { value: 3, unit: 'in' },
        material: 'crushedLimestone',
        waste: 0,
        pricePerWeight: 40,
        priceUnit: 'ton',
      },
      expect: { volume: { value: 36, unit: 'ft3' }, weight: { value: 1.8, unit: 'ton' }, cost: 72 },
      tolerance: 1e-6,
      source:
        'US Army TM 9-2320-366-10-1, Table 2-15: crushed limestone 100 lb/ft³; a 12 × 12 ft pad 3 in deep is 36 ft³ = 3,600 lb = 1.8 short tons; at $40 a ton, $72',
    },
  ],
  datedTables: [bulkMaterialTable],
});
