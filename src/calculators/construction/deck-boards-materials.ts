import { defineCalculator, out } from '../../engine/index.ts';
import { boardRows, membersOnCentre, piecesPerRun } from '../shared/building/framing.ts';
import { packagesCost, wholePackages, withWaste } from '../shared/building/packages.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { lumberDimension, pieceLength } from '../shared/presets/lumber-fields.ts';
import { piecePrice, wasteAllowance } from '../shared/presets/material-order.ts';

/** Face screws where a board crosses a joist (two per crossing, the usual rule). */
const SCREWS_PER_CROSSING = 2;

export default defineCalculator({
  inputs: {
    length: buildingLength('Deck length, along the boards', 4.8),
    width: buildingLength('Deck width, across the boards', 3.6),
    boardWidth: lumberDimension(
      'Board width (actual)',
      5.5,
      'The face as measured: 5.5 in for 5/4 × 6 and 2 × 6 decking (PS 20), 3.5 in for a 2 × 4.',
    ),
    gap: lumberDimension('Gap between boards', 0.125, 'About 1/8 in (3 mm) for dry wood; 0 for wet lumber.', true),
    boardLength: pieceLength('Board length bought', 16, 'Stock lengths are 8–20 ft (2.4–6 m).'),
    joistSpacing: lumberDimension(
      'Joist spacing, on centre',
      16,
      '16 in (400 mm) is usual; 12 in for composite or diagonal boards.',
    ),
    waste: wasteAllowance('Extra boards for cuts and defects; 10 % is usual, 15 % for diagonal boards.', 10),
    pricePerBoard: piecePrice('Price per board'),
  },
  outputs: {
    boards: out.integer({ label: 'Deck boards to buy, with waste', primary: true }),
    rows: out.integer({ label: 'Rows of boards' }),
    joists: out.integer({ label: 'Joists' }),
    joistLength: out.number({
      label: 'Length of each joist',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
      digits: 4,
    }),
    screws: out.integer({ label: 'Deck screws', help: 'Two per board at every joist.' }),
    area: out.number({ label: 'Deck area', unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] }),
    cost: out.money({ label: 'Cost of the boards' }),
  },
  compute: ({ length, width, boardWidth, gap, boardLength, joistSpacing, waste, pricePerBoard }) => {
    const rows = boardRows(width, boardWidth, gap);
    const joists = membersOnCentre(length, joistSpacing);
    const boards = wholePackages(withWaste(rows * piecesPerRun(length, boardLength), waste), 1);
    return {
      boards,
      rows,
      joists,
      joistLength: width,
      screws: rows * joists * SCREWS_PER_CROSSING,
      area: length * width,
      cost: packagesCost(boards, pricePerBoard),
    };
  },
});
