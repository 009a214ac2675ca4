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
  examples: [
    {
      inputs: {
        length: { value: 12, unit: 'ft' },
        width: { value: 10, unit: 'ft' },
        extra: 0,
        perBox: { value: 20, unit: 'ft2' },
        waste: 10,
        pricePerBox: 35,
      },
      expect: { withWaste: { value: 132, unit: 'ft2' }, boxes: 7, cost: 245, bought: { value: 140, unit: 'ft2' } },
      tolerance: 1e-9,
      source:
        'CalculatorLib, "Flooring cost calculator" worked example: a 12 × 10 ft room is 120 ft²; with 10 % waste 132 ft²; at 20 ft² a box 6.6, so 7 boxes; at $35 a box $245, covering 140 ft²',
    },
    {
      inputs: {
        length: { value: 16, unit: 'ft' },
        width: { value: 14, unit: 'ft' },
        extra: 0,
        perBox: { value: 20.1, unit: 'ft2' },
        waste: 10,
      },
      expect: { withWaste: { value: 246.4, unit: 'ft2' }, boxes: 13 },
      tolerance: 1e-9,
      source:
        'Estimix, "Flooring calculator" example: a 14 × 16 ft room is 224 ft²; with 10 % waste 246.4 ft²; at 20.1 ft² a box, 13 boxes',
    },
    {
      inputs: {
        length: { value: 10, unit: 'ft' },
        width: { value: 10, unit: 'ft' },
        extra: 0,
        perBox: { value: 22.45, unit: 'ft2' },
        waste: 15,
      },
      expect: { boxes: 6 },
      source:
        'SpikeVM, "Flooring calculator": a 10 × 10 ft room at 22.45 ft² a box is 4.45 boxes; with 15 % waste 5.12, so 6 boxes',
    },
  ],
});
