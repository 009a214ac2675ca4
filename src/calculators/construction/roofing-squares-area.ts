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
});
