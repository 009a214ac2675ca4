import { defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/convert.ts';
import { packagesCost } from '../shared/building/packages.ts';
import { boxVolume } from '../shared/building/solids.ts';
import { pieceCount } from '../shared/presets/concrete-order.ts';
import { lumberDimension, pieceLength } from '../shared/presets/lumber-fields.ts';
import { piecePrice } from '../shared/presets/material-order.ts';

export default defineCalculator({
  inputs: {
    thickness: lumberDimension('Thickness', 2, 'Nominal: a 2 × 6 is 2 in thick, as lumber is priced.'),
    width: lumberDimension('Width', 6, 'Nominal: a 2 × 6 is 6 in wide.'),
    length: pieceLength('Length of each piece', 10),
    count: pieceCount('Number of pieces', 1),
    pricePerBoardFoot: piecePrice('Price per board foot'),
  },
  outputs: {
    total: out.number({
      label: 'Board feet, all pieces',
      primary: true,
      unitFamily: 'volume',
      unit: 'bdft',
      units: ['bdft', 'ft3', 'm3'],
      digits: 4,
    }),
    perPiece: out.number({
      label: 'Board feet per piece',
      unitFamily: 'volume',
      unit: 'bdft',
      units: ['bdft', 'ft3', 'm3'],
      digits: 4,
    }),
    linear: out.number({
      label: 'Linear length, all pieces',
      unitFamily: 'length',
      unit: 'ft',
      units: ['ft', 'm'],
      digits: 4,
    }),
    cost: out.money({ label: 'Cost' }),
  },
  compute: ({ thickness, width, length, count, pricePerBoardFoot }) => {
    const perPiece = boxVolume(thickness, width, length);
    return {
      total: perPiece * count,
      perPiece,
      linear: length * count,
      cost: packagesCost(fromBase('volume', perPiece * count, 'bdft'), pricePerBoardFoot),
    };
  },
  examples: [
    {
      inputs: {
        thickness: { value: 2, unit: 'in' },
        width: { value: 6, unit: 'in' },
        length: { value: 10, unit: 'ft' },
        count: 1,
      },
      expect: { total: { value: 10, unit: 'bdft' } },
      tolerance: 1e-9,
      source:
        'Bob Vila, "Calculating board feet": thickness (in) × width (in) × length (ft) ÷ 12, so a 10 foot 2 × 6 is 10 board feet',
    },
    {
      inputs: {
        thickness: { value: 1.25, unit: 'in' },
        width: { value: 10, unit: 'in' },
        length: { value: 8, unit: 'ft' },
        count: 1,
      },
      expect: { total: { value: 8.33, unit: 'bdft' } },
      // In m³ (0.005 board feet): the source rounds to two decimals.
      tolerance: 0.000012,
      source: 'BoardFeetCalculator.com worked example: 8 ft × 10 in × 1.25 in ÷ 12 = 8.33 board feet',
    },
    {
      inputs: {
        thickness: { value: 1, unit: 'in' },
        width: { value: 3, unit: 'in' },
        length: { value: 8, unit: 'ft' },
        count: 6,
        pricePerBoardFoot: 4.5,
      },
      expect: { perPiece: { value: 2, unit: 'bdft' }, linear: { value: 48, unit: 'ft' }, cost: 54 },
      tolerance: 1e-9,
      source:
        'Furniture Making, "Ordering lumber by the board foot": an 8 foot 1 × 3 is 1 × 3 × 8 ÷ 12 = 2 board feet, counted on nominal sizes (six pieces: 6 × 2 = 12 board feet, × $4.50 = $54)',
    },
  ],
});
