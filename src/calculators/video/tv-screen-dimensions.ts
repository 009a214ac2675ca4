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
  examples: [
    {
      inputs: { diagonal: 55, ratio: '16:9', compareDiagonal: 55 },
      expect: { width: { value: 47.94, unit: 'in' }, height: { value: 26.96, unit: 'in' } },
      tolerance: 0.0003,
      source:
        'Reference.com, "What are the actual dimensions of a 55-inch TV?": a 16:9 55-inch screen is 47.94 inches wide by 26.96 inches tall',
    },
    {
      inputs: { diagonal: 65, ratio: '16:9', compareDiagonal: 65 },
      expect: { width: { value: 56.7, unit: 'in' }, height: { value: 31.9, unit: 'in' } },
      tolerance: 0.002,
      source:
        'Inch Calculator, "16:9 TV Dimensions – Screen Size Chart": 65″ is 56.7″ (143.9 cm) wide and 31.9″ (80.9 cm) tall',
    },
    {
      inputs: { diagonal: 55, ratio: '4:3', compareDiagonal: 55 },
      expect: { width: { value: 44, unit: 'in' }, height: { value: 33, unit: 'in' }, areaRatio: 100 },
      tolerance: 1e-9,
      source:
        'TheWidely, "What are the true dimensions of a 55-inch television?": a 55-inch 4:3 display is 44 inches wide and 33 inches tall (0.8 and 0.6 of the diagonal)',
    },
  ],
});
