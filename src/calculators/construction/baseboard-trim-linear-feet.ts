import { defineCalculator, integer, lessThan, out } from '../../engine/index.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { roomPerimeter } from '../shared/building/room.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';
import { coverageLength } from '../shared/presets/product-coverage.ts';

const lengthOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'm', imperialUnit: 'ft', units: ['m', 'ft'] });

const doorGaps = (values: { doors: number; doorWidth: number }) => values.doors * values.doorWidth;

export default defineCalculator({
  inputs: {
    length: buildingLength('Room length', 4),
    width: buildingLength('Room width', 3),
    doors: integer({
      label: 'Doorways',
      help: 'Openings the trim does not cross; closets that get trim inside do not count.',
      default: 1,
      min: 0,
      max: 100,
    }),
    doorWidth: buildingLength('Width of one doorway', 0.9, { help: 'Often 3 ft (0.9 m) with its casing.' }),
    pieceLength: coverageLength(
      'Length of one piece',
      'Trim is sold in 8, 12 and 16 ft or 2.4–5.4 m lengths.',
      2.4,
      'm',
    ),
    waste: wasteAllowance('Extra for mitred corners, joints and offcuts; 10 % is usual, 15 % for many corners.', 10),
    pricePerPiece: piecePrice('Price per piece'),
  },
  outputs: {
    toBuy: lengthOutput('Trim to buy, with waste', true),
    net: lengthOutput('Trim on the walls'),
    perimeter: lengthOutput('Room perimeter'),
    pieces: out.integer({ label: 'Pieces' }),
    cost: out.money({ label: 'Cost of the pieces' }),
  },
  validate: (values) =>
    lessThan('doors', doorGaps(values), roomPerimeter(values), { what: 'The doorways', than: 'the room perimeter' }),
  compute: (values) => {
    const perimeter = roomPerimeter(values);
    const net = Math.max(0, perimeter - doorGaps(values));
    const toBuy = withWaste(net, values.waste);
    const pieces = wholePackages(toBuy, values.pieceLength);
    return { toBuy, net, perimeter, pieces, cost: packagesCost(pieces, values.pricePerPiece) };
  },
});
