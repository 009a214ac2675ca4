import { defineCalculator, out } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { pixelDensity, ratioText, sidesFromDiagonal } from '../shared/video/picture-geometry.ts';
import { diagonalField, pixelsField, screenLengthUnits } from '../shared/presets/picture-fields.ts';

const INCH = UNIT_FAMILIES.length.units.in.factor;
const CENTIMETRE = UNIT_FAMILIES.length.units.cm.factor;

export default defineCalculator({
  inputs: {
    width: pixelsField('Horizontal resolution', 2560),
    height: pixelsField('Vertical resolution', 1440),
    diagonal: diagonalField('Screen diagonal', 27),
  },
  compute: ({ width, height, diagonal }) => {
    const perMetre = pixelDensity(width, height, diagonal);
    const sides = sidesFromDiagonal(diagonal, width, height);
    return {
      ppi: perMetre * INCH,
      perCm: perMetre * CENTIMETRE,
      dotPitch: 1 / perMetre,
      screenWidth: sides.width,
      screenHeight: sides.height,
      ratio: ratioText(width, height),
      megapixels: (width * height) / 1e6,
    };
  },
  outputs: {
    ppi: out.number({ label: 'Pixel density', primary: true, digits: 5, suffix: 'ppi' }),
    perCm: out.number({ label: 'Pixels per centimetre', digits: 4, suffix: 'px/cm' }),
    dotPitch: out.number({
      label: 'Dot pitch (pixel size)',
      unitFamily: 'length',
      unit: 'mm',
      units: ['mm', 'um', 'in'],
      digits: 4,
    }),
    screenWidth: out.number({ label: 'Screen width', ...screenLengthUnits }),
    screenHeight: out.number({ label: 'Screen height', ...screenLengthUnits }),
    ratio: out.text({ label: 'Aspect ratio' }),
    megapixels: out.number({ label: 'Megapixels', digits: 4 }),
  },
  examples: [
    {
      inputs: { width: 1920, height: 1080, diagonal: 21.5 },
      expect: { ppi: 102.46 },
      tolerance: 0.01,
      source: 'Wikipedia, "Pixel density", calculation of monitor PPI: a 21.5-inch 1920 × 1080 display has 102.46 PPI',
    },
    {
      inputs: { width: 2560, height: 1440, diagonal: 27 },
      expect: { ppi: 108.79 },
      tolerance: 0.01,
      source:
        'DisplaySpecifications, 27-inch 2560 × 1440 monitors: pixel density 109 ppi (108.79 from √(2560² + 1440²) ÷ 27)',
    },
    {
      inputs: { width: 960, height: 640, diagonal: 3.5 },
      expect: { ppi: 326 },
      tolerance: 4,
      source:
        'Apple, iPhone 4 technical specifications: 3.5-inch 960 × 640 Retina display at 326 ppi (Apple rounds the diagonal, hence 329.6 by the formula)',
    },
  ],
});
