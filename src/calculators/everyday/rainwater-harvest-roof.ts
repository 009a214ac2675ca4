import { defineCalculator, number, out, percent } from '../../engine/index.ts';

/*
 * Rain collected = roof footprint × rainfall depth × runoff coefficient. A millimetre on a square
 * metre is exactly a litre; an inch on a square foot is 144 in³, 0.623 US gallons (231 in³ each).
 */
export default defineCalculator({
  inputs: {
    roof: number({
      label: 'Roof footprint (seen from above)',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      default: 150,
      min: 1,
      max: 1_000_000,
    }),
    rainfall: number({
      label: 'Rainfall',
      help: 'One storm, a month or your yearly average.',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'in'],
      default: 800,
      min: 0,
      max: 15_000,
    }),
    runoff: percent({
      label: 'Runoff coefficient (share of the rain that reaches the tank)',
      help: 'Metal roofs about 90–95 %, tiles 80–90 %, concrete 60–80 %.',
      default: 90,
      min: 1,
      max: 100,
    }),
  },
  outputs: {
    collected: out.number({
      label: 'Rainwater you can collect',
      primary: true,
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'm3', 'gal', 'impgal'],
      digits: 4,
    }),
    fallen: out.number({
      label: 'Rain falling on the roof',
      unitFamily: 'volume',
      unit: 'l',
      imperialUnit: 'gal',
      units: ['l', 'm3', 'gal', 'impgal'],
      digits: 4,
    }),
  },
  compute: ({ roof, rainfall, runoff }) => {
    const fallen = roof * rainfall;
    return { collected: (fallen * runoff) / 100, fallen };
  },
});
