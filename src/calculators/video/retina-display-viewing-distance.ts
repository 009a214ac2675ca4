import { defineCalculator, number, out } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { acuityDistance, pixelDensity } from '../shared/video/picture-geometry.ts';
import { diagonalField, pixelsField, screenLengthUnits } from '../shared/presets/picture-fields.ts';

const INCH = UNIT_FAMILIES.length.units.in.factor;

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
  examples: [
    {
      inputs: { width: 960, height: 640, diagonal: 3.5, acuity: 1 },
      expect: { distance: { value: 3438 / 326, unit: 'in' } },
      tolerance: 0.004,
      source:
        'Is This Retina? (isthisretina.com): retina distance = 3438 ÷ PPI inches at 1 arcminute; Apple\'s iPhone 4 (3.5-inch 960 × 640, 326 ppi) gives about 10.5 inches, matching Apple\'s "10 to 12 inches" claim',
    },
    {
      inputs: { width: 5120, height: 2880, diagonal: 27, acuity: 1 },
      expect: { distance: { value: 3438 / 218, unit: 'in' } },
      tolerance: 0.004,
      source:
        'Apple, iMac (Retina 5K, 27-inch) specifications: 5120 × 2880 at 218 ppi; Is This Retina? gives 3438 ÷ 218 = 15.8 inches',
    },
    {
      inputs: { width: 5120, height: 2880, diagonal: 27, acuity: 1 },
      expect: { ppi: 218 },
      tolerance: 0.6,
      source: 'Apple, iMac (Retina 5K, 27-inch) specifications: 5120 × 2880 resolution at 218 pixels per inch',
    },
  ],
});
