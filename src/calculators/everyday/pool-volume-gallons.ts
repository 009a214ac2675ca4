import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { averageDepth, poolSurfaceArea } from '../shared/garden/pool.ts';

const poolLength = (label: string, metres: number, help: string) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['m', 'cm', 'ft', 'in'],
    default: metres,
    min: 0.1,
    max: 100,
  });
const poolDepth = (label: string, metres: number) =>
  number({
    label,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['m', 'cm', 'ft', 'in'],
    default: metres,
    min: 0.05,
    max: 10,
  });

export default defineCalculator({
  inputs: {
    shape: radio({
      label: 'Pool shape',
      options: [
        { value: 'rectangle', label: 'Rectangle or square' },
        { value: 'round', label: 'Round' },
        { value: 'oval', label: 'Oval' },
      ],
      default: 'rectangle',
    }),
    length: poolLength('Length (diameter of a round pool)', 10, 'Measure inside the walls.'),
    width: poolLength('Width', 5, 'Not used for a round pool.'),
    shallow: poolDepth('Water depth at the shallow end', 1),
    deep: poolDepth('Water depth at the deep end', 2),
  },
  outputs: {
    volume: out.number({
      label: 'Water in the pool',
      primary: true,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'm3', 'gal', 'impgal', 'ft3'],
      digits: 4,
    }),
    surface: out.number({
      label: 'Water surface',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      digits: 4,
    }),
    depth: out.number({
      label: 'Average depth',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft', 'in'],
      digits: 3,
    }),
  },
  compute: ({ shape, length, width, shallow, deep }) => {
    const surface = poolSurfaceArea(shape, length, width);
    const depth = averageDepth(shallow, deep);
    return { volume: surface * depth, surface, depth };
  },
});
