import { defineCalculator, out } from '../../engine/index.ts';
import { distanceForViewingAngle, sidesFromDiagonal, viewingAngle } from '../shared/video/picture-geometry.ts';
import * as picture from '../shared/presets/picture-fields.ts';

/** SMPTE EG 18-1994: the screen should fill at least 30° of the horizontal field of view. */
const SMPTE_DEGREES = 30;
/** THX: about 40° for the most immersive seat (36° at the back row of a THX cinema). */
const THX_DEGREES = 40;

export default defineCalculator({
  inputs: {
    diagonal: picture.diagonalField('TV size (diagonal)', 65),
    ratio: picture.aspectRatioField('Aspect ratio'),
    seat: picture.roomDistanceField('Your seat distance (optional check)', 2.5),
  },
  compute: ({ diagonal, ratio, seat }) => {
    const parts = picture.ratioParts(ratio);
    const { width } = sidesFromDiagonal(diagonal, parts.width, parts.height);
    return {
      smpte: distanceForViewingAngle(width, SMPTE_DEGREES),
      thx: distanceForViewingAngle(width, THX_DEGREES),
      seatAngle: viewingAngle(width, seat),
      screenWidth: width,
    };
  },
  outputs: {
    smpte: out.number({
      label: 'Farthest seat, SMPTE 30° field of view',
      primary: true,
      ...picture.screenLengthUnits,
      unit: 'm',
      imperialUnit: 'ft',
    }),
    thx: out.number({
      label: 'Immersive seat, THX 40° field of view',
      ...picture.screenLengthUnits,
      unit: 'm',
      imperialUnit: 'ft',
    }),
    seatAngle: out.number({ label: 'Field of view from your seat', digits: 3, suffix: '°' }),
    screenWidth: out.number({ label: 'Screen width', ...picture.screenLengthUnits }),
  },
});
