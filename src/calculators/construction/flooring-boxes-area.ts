import { defineCalculator, out } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { areaField, piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

const areaOutput = (label: string) =>
  out.number({ label, unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] });

export default defineCalculator({
  inputs: {
    length: buildingLength('Room length', 4),
    width: buildingLength('Room width', 3),
    extra: areaField('Extra area', 'Closets, an L-shaped part or a second room; 0 for none.', 0),
    perBox: areaField('Coverage of one box', 'Printed on the box; often 18–25 ft² (about 2 m²).', 2, true),
    waste: wasteAllowance('Extra for cuts and offcuts; 10 % is usual, 15 % for diagonal or herringbone.', 10),
    pricePerBox: piecePrice('Price per box'),
  },
  outputs: {
    boxes: out.integer({ label: 'Boxes to buy', primary: true }),
    floorArea: areaOutput('Floor area'),
    withWaste: areaOutput('Area with waste'),
    bought: areaOutput('Area the boxes cover'),
    cost: out.money({ label: 'Cost of the boxes' }),
  },
  compute: ({ length, width, extra, perBox, waste, pricePerBox }) => {
    const floorArea = length * width + extra;
    const needed = withWaste(floorArea, waste);
    const boxes = wholePackages(needed, perBox);
    return { boxes, floorArea, withWaste: needed, bought: boxes * perBox, cost: packagesCost(boxes, pricePerBox) };
  },
});
