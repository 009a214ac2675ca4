import { defineCalculator, out } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { pixelDensity, ratioText, sidesFromDiagonal } from '../shared/video/picture-geometry.ts';
import { diagonalField, pixelsField, screenLengthUnits } from '../shared/presets/picture-fields.ts';

const INCH = SPACE_UNITS.length.units.in.factor;
const CENTIMETRE = SPACE_UNITS.length.units.cm.factor;

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
});
