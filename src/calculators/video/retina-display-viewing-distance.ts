import { defineCalculator, number, out } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { acuityDistance, pixelDensity } from '../shared/video/picture-geometry.ts';
import { diagonalField, pixelsField, screenLengthUnits } from '../shared/presets/picture-fields.ts';

const INCH = SPACE_UNITS.length.units.in.factor;

export default defineCalculator({
  inputs: {
    width: pixelsField('Horizontal resolution', 2556),
    height: pixelsField('Vertical resolution', 1179),
    diagonal: diagonalField('Screen diagonal', 6.1),
    acuity: number({
      label: 'Visual acuity',
      default: 1,
      min: 0.1,
      max: 10,
      suffix: 'arcmin',
      help: '1 arcminute is 20/20 vision; 0.5 for very sharp eyes.',
    }),
  },
  compute: ({ width, height, diagonal, acuity }) => {
    const perMetre = pixelDensity(width, height, diagonal);
    return { distance: acuityDistance(1 / perMetre, acuity), ppi: perMetre * INCH };
  },
  outputs: {
    distance: out.number({ label: 'Retina distance (pixels vanish beyond it)', primary: true, ...screenLengthUnits }),
    ppi: out.number({ label: 'Pixel density', digits: 5, suffix: 'ppi' }),
  },
});
