import { defineCalculator, radio } from '../../engine/index.ts';
import { concreteBagTable } from '../shared/building/concrete-bags.ts';
import { boxVolume, cylinderVolume } from '../shared/building/solids.ts';
import { buildingLength, buildingThickness } from '../shared/presets/building-lengths.ts';
import {
  concreteOrderFields,
  concreteOrderFor,
  concreteOrderOutputs,
  pieceCount,
} from '../shared/presets/concrete-order.ts';

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Column shape',
      options: [
        { value: 'round', label: 'Round (tube form)' },
        { value: 'square', label: 'Square' },
      ],
      default: 'round',
    }),
    size: buildingThickness(
      'Diameter or side',
      30,
      'The inside diameter of a round form, or one side of a square column.',
    ),
    height: buildingLength('Height', 1.2),
    count: pieceCount('Number of columns', 1),
    ...concreteOrderFields,
  },
  outputs: concreteOrderOutputs,
  compute: ({ shape, size, height, count, ...order }) => {
    const one = shape === 'round' ? cylinderVolume(size, height) : boxVolume(size, size, height);
    return concreteOrderFor(one * count, order);
  },
  examples: [
    {
      inputs: { shape: 'round', size: 40, height: 5, waste: 0 },
      expect: { volume: 0.628 },
      // The source takes π = 3.14 and rounds the area to 0.126 m².
      tolerance: 0.001,
      source:
        'Civil Engineering QS, "How to calculate concrete volume for rectangular, square & circular column": a round column 400 mm across and 5 m high holds π × 0.20² × 5 = 0.628 m³',
    },
    {
      inputs: { shape: 'square', size: 40, height: 5, waste: 0 },
      expect: { volume: 0.8 },
      tolerance: 1e-9,
      source:
        'Civil Engineering QS, "How to calculate concrete volume for rectangular, square & circular column": a square column 400 × 400 mm and 5 m high holds 0.16 m² × 5 = 0.80 m³',
    },
    {
      inputs: { shape: 'round', size: { value: 12, unit: 'in' }, height: { value: 1, unit: 'ft' }, waste: 0 },
      expect: { volume: { value: 0.029, unit: 'yd3' } },
      // 0.0005 yd³ in m³: the table gives three decimals.
      tolerance: 0.0004,
      source: 'Engineering ToolBox, "Concrete columns" table: a 12 in round column takes 0.029 yd³ per foot of height',
    },
    {
      inputs: { shape: 'square', size: { value: 12, unit: 'in' }, height: { value: 1, unit: 'ft' }, waste: 0 },
      expect: { volume: { value: 0.037, unit: 'yd3' } },
      tolerance: 0.0004,
      source:
        'Engineering ToolBox, "Concrete columns" table: a 12 × 12 in square column takes 0.037 yd³ per foot of height',
    },
    {
      inputs: {
        shape: 'round',
        size: { value: 8, unit: 'in' },
        height: { value: 36, unit: 'in' },
        waste: 0,
        bag: 'lb80',
      },
      expect: { bags: 2 },
      source:
        'QUIKRETE Concrete Mix: an 80 lb bag yields about 0.6 ft³, and a 36 in deep, 8 in wide post hole needs about 1 ft³, or 2 bags',
    },
  ],
  datedTables: [concreteBagTable],
});
