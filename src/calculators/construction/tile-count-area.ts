import { defineCalculator, integer, out } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { areaField, piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { tileMeasure } from '../shared/presets/tile-fields.ts';

export default defineCalculator({
  inputs: {
    area: areaField(
      'Area to tile',
      'Floor or wall area; split an L-shaped room into rectangles and add them.',
      10,
      true,
    ),
    tileLength: tileMeasure('Tile length', 30, 'cm', true),
    tileWidth: tileMeasure('Tile width', 30, 'cm', true),
    joint: tileMeasure('Grout joint width', 3, 'mm', false, 'Often 2–3 mm (1/16–1/8 in); 0 for none.'),
    waste: wasteAllowance('Extra tiles for cuts and breakage; 10 % for straight layouts, 15 % for diagonal.', 10),
    perBox: integer({ label: 'Tiles per box', help: 'Printed on the box.', default: 10, min: 1, max: 10_000 }),
    pricePerBox: piecePrice('Price per box'),
  },
  outputs: {
    tiles: out.integer({ label: 'Tiles to buy, with waste', primary: true }),
    tilesNet: out.integer({ label: 'Tiles for the area alone' }),
    boxes: out.integer({ label: 'Boxes' }),
    cost: out.money({ label: 'Cost of the boxes' }),
  },
  compute: ({ area, tileLength, tileWidth, joint, waste, perBox, pricePerBox }) => {
    // Each tile with one joint along its end and one along its side fills one cell of the grid.
    const cell = (tileLength + joint) * (tileWidth + joint);
    const tiles = wholePackages(withWaste(area, waste), cell);
    const boxes = wholePackages(tiles, perBox);
    return {
      tiles,
      tilesNet: wholePackages(area, cell),
      boxes,
      perArea: 1 / cell,
      cost: packagesCost(boxes, pricePerBox),
    };
  },
  examples: [
    {
      inputs: {
        area: { value: 120, unit: 'ft2' },
        tileLength: { value: 12, unit: 'in' },
        tileWidth: { value: 12, unit: 'in' },
        joint: { value: 0.125, unit: 'in' },
        waste: 10,
        perBox: 12,
      },
      expect: { tiles: 130, boxes: 11 },
      source:
        'CalculatorFree.net, "Tile calculator" worked example: 12 × 10 ft = 120 ft²; 12 × 12 in tiles with 1/8 in grout fill 1.0209 ft² each; 120 ÷ 1.0209 = 117.5, + 10 % = 129.3 → 130 tiles; at 12 tiles a box, 11 boxes',
    },
    {
      inputs: {
        area: { value: 100, unit: 'ft2' },
        tileLength: { value: 12, unit: 'in' },
        tileWidth: { value: 12, unit: 'in' },
        joint: { value: 0.125, unit: 'in' },
        waste: 10,
      },
      expect: { tilesNet: 98, tiles: 108 },
      source:
        'CalcDIY, "Tile calculator" FAQ: 100 ft² of 12 × 12 in tiles with 1/8 in grout joints takes about 98 tiles, or 108 with 10 % waste',
    },
  ],
});
