import { defineCalculator, out } from '../../engine/index.ts';
import { fromBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
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
});
