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
  examples: [
    {
      inputs: { roof: { value: 1000, unit: 'ft2' }, rainfall: { value: 1, unit: 'in' }, runoff: 100 },
      expect: { collected: { value: 623, unit: 'gal' } },
      tolerance: 0.002,
      source:
        'Open Source Ecology, "Rainwater catchment": harvested gallons = catchment area (ft²) × rainfall (in) × 0.623, one gallon being 231 in³; 1,000 ft² and 1 in give 623 gal',
    },
    {
      inputs: { roof: { value: 2500, unit: 'ft2' }, rainfall: { value: 36, unit: 'in' }, runoff: 90 },
      expect: { collected: { value: 50_490, unit: 'gal' } },
      tolerance: 0.02,
      source:
        'Rain Barrels Iowa, "Rainwater harvesting – how much?": a 2,500 ft² roof with 90 % runoff efficiency and 36 in of rain a year offers 50,490 gal (area × rainfall in feet × 7.48 gal/ft³ × runoff coefficient)',
    },
    {
      inputs: { roof: { value: 2000, unit: 'ft2' }, rainfall: { value: 25, unit: 'in' }, runoff: 90 },
      expect: { collected: { value: 28_000, unit: 'gal' } },
      tolerance: 0.2,
      source:
        'Greywater Action, "How much rain can I collect from my roof?": 2,000 ft² × 0.56 gal (90 % efficiency) = 1,120 gal per inch, × 25 in = 28,000 gal a year',
    },
  ],
});
