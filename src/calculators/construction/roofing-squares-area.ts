import { defineCalculator, out, percent } from '../../engine/index.ts';
import { inSquares, roofSurface } from '../shared/building/roofing.ts';
import { withWaste } from '../shared/building/packages.ts';
import { buildingLength } from '../shared/presets/building-lengths.ts';
import { roofSlopeFields, slopeRatioOf } from '../shared/presets/roof-slope.ts';

const areaOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['m2', 'ft2'] });

export default defineCalculator({
  inputs: {
    length: buildingLength('Building length', 12),
    width: buildingLength('Building width', 8),
    overhang: buildingLength('Eave overhang', 0.3, {
      help: 'How far the roof sticks out past the walls on each side, measured level; 0 for none.',
      allowZero: true,
    }),
    ...roofSlopeFields,
    waste: percent({
      label: 'Waste allowance',
      help: 'Extra for cuts at edges, valleys and hips: about 10 % on a gable roof, 15 % on a hip roof.',
      default: 10,
      min: 0,
      max: 100,
    }),
  },
  compute: ({ length, width, overhang, waste, ...slope }) => {
    const planArea = (length + 2 * overhang) * (width + 2 * overhang);
    const roofArea = roofSurface(planArea, slopeRatioOf(slope));
    return {
      planArea,
      roofArea,
      squares: inSquares(roofArea),
      squaresWithWaste: inSquares(withWaste(roofArea, waste)),
    };
  },
  outputs: {
    roofArea: areaOutput('Roof area', true),
    planArea: areaOutput('Plan area with overhangs'),
    squares: out.number({ label: 'Roofing squares (100 ft² each)', decimals: 2 }),
    squaresWithWaste: out.number({ label: 'Squares to order, with waste', decimals: 2 }),
  },
  examples: [
    {
      inputs: {
        length: { value: 100, unit: 'ft' },
        width: { value: 50, unit: 'ft' },
        overhang: 0,
        slopeAs: 'pitch',
        slope: 6,
        waste: 0,
      },
      expect: { roofArea: { value: 5590, unit: 'ft2' }, squares: 55.9 },
      // 0.5 ft² in m²: the source multiplies by the rounded factor 1.118.
      tolerance: 0.05,
      source:
        'Roof pitch multiplier worked example (inspirawtion.com, "Roof multiplier"): a 5,000 ft² footprint at 6/12 × 1.118 = 5,590 ft² of roof surface',
    },
    {
      inputs: {
        length: { value: 40, unit: 'ft' },
        width: { value: 20, unit: 'ft' },
        overhang: 0,
        slopeAs: 'pitch',
        slope: 7,
        waste: 0,
      },
      expect: { roofArea: { value: 926.2, unit: 'ft2' } },
      // 0.1 ft² in m²: 800 ft² × the exact 7/12 factor 1.1577 (the source rounds it to 1.16 = 928 ft²).
      tolerance: 0.01,
      source:
        'Slope multiplier chart example (20 × 40 ft house, 7/12 roof: 800 ft² × the 7/12 multiplier); the multiplier is 13.89 ÷ 12 = 1.1577 from the framing-square table (NAVEDTRA 14044, Fig. 2-17)',
    },
    {
      inputs: { length: 10, width: 8, overhang: 0, slopeAs: 'degrees', slope: 30, waste: 10 },
      expect: { planArea: 80, roofArea: 92.376, squaresWithWaste: 10.937 },
      tolerance: 0.001,
      source:
        'Trigonometry: a surface at 30° is 1 ÷ cos 30° = 1.1547 times its plan, so 80 m² → 92.376 m²; with 10 % waste 101.61 m² ÷ 9.290304 m² per square = 10.937 squares',
    },
    {
      inputs: { length: 10, width: 6, overhang: 0.5, slopeAs: 'pitch', slope: 0, waste: 0 },
      expect: { planArea: 77, roofArea: 77 },
      tolerance: 1e-9,
      source: 'Edge case: a flat roof (slope factor 1) with 0.5 m overhangs covers (10 + 1) × (6 + 1) = 77 m²',
    },
  ],
});
