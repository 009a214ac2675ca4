import { defineCalculator, out } from '../../engine/index.ts';
import { sidesFromDiagonal } from '../shared/video/picture-geometry.ts';
import { aspectRatioField, diagonalField, ratioParts, screenLengthUnits } from '../shared/presets/picture-fields.ts';

const AREA_UNITS = { unitFamily: 'area', unit: 'm2', imperialUnit: 'ft2', units: ['cm2', 'm2', 'in2', 'ft2'] } as const;

export default defineCalculator({
  inputs: {
    diagonal: diagonalField('Screen size (diagonal)', 55),
    ratio: aspectRatioField('Aspect ratio'),
    compareDiagonal: diagonalField('Compare with a screen of', 65),
  },
  compute: ({ diagonal, ratio, compareDiagonal }) => {
    const parts = ratioParts(ratio);
    const screen = sidesFromDiagonal(diagonal, parts.width, parts.height);
    const other = sidesFromDiagonal(compareDiagonal, parts.width, parts.height);
    const area = screen.width * screen.height;
    return {
      width: screen.width,
      height: screen.height,
      area,
      compareWidth: other.width,
      compareHeight: other.height,
      areaRatio: ((other.width * other.height) / area) * 100,
    };
  },
  outputs: {
    width: out.number({ label: 'Screen width', primary: true, ...screenLengthUnits }),
    height: out.number({ label: 'Screen height', ...screenLengthUnits }),
    area: out.number({ label: 'Screen area', ...AREA_UNITS }),
    compareWidth: out.number({ label: 'Width of the other screen', ...screenLengthUnits }),
    compareHeight: out.number({ label: 'Height of the other screen', ...screenLengthUnits }),
    areaRatio: out.percent({ label: 'Area of the other screen, compared with this one', decimals: 1 }),
  },
});
