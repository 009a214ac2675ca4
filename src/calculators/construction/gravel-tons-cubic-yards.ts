import { defineCalculator, percent, select } from '../../engine/index.ts';
import { bulkDensity, bulkMaterialChoices, bulkMaterialTable } from '../shared/building/material-densities.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import * as bulk from '../shared/presets/bulk-volume.ts';

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
    ...bulk.pricePerWeightFields,
  },
  compute: ({ length, width, depth, material, waste, ...price }) => ({
    area: length * width,
    ...bulk.bulkOrder(boxVolume(length, width, depth), waste, bulkDensity(material), price),
  }),
  outputs: {
    weight: bulk.bulkWeightOutput('Weight to order, with allowance', true),
    toOrder: bulk.bulkVolumeOutput('Volume to order, with allowance'),
    volume: bulk.bulkVolumeOutput('Volume'),
    area: bulk.groundAreaOutput('Area covered'),
    cost: bulk.costOutput,
  },
  datedTables: [bulkMaterialTable],
});
