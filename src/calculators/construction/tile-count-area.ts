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
});
