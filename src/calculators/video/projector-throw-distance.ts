import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { sidesFromDiagonal } from '../shared/video/picture-geometry.ts';
import {
  aspectRatioField,
  diagonalField,
  ratioParts,
  roomDistanceField,
  screenLengthUnits,
} from '../shared/presets/picture-fields.ts';

const distanceUnits = { ...screenLengthUnits, unit: 'm', imperialUnit: 'ft' } as const;

export default defineCalculator({
  inputs: {
    throwRatio: number({
      label: 'Throw ratio',
      default: 1.5,
      min: 0.1,
      max: 20,
      suffix: ': 1',
      help: "From the projector's specifications; for a zoom lens, try both ends of its range.",
    }),
    sizeGiven: radio({
      label: 'Screen size given as',
      options: [
        { value: 'diagonal', label: 'Diagonal' },
        { value: 'width', label: 'Width' },
      ],
      default: 'diagonal',
    }),
    size: diagonalField('Screen diagonal or width', 100),
    ratio: aspectRatioField('Aspect ratio'),
    room: roomDistanceField('Distance available in the room (optional check)', 4),
  },
  compute: ({ throwRatio, sizeGiven, size, ratio, room }) => {
    const parts = ratioParts(ratio);
    const diagonalPerWidth = Math.hypot(parts.width, parts.height) / parts.width;
    const width = sizeGiven === 'width' ? size : sidesFromDiagonal(size, parts.width, parts.height).width;
    const roomWidth = room / throwRatio;
    return {
      throwDistance: width * throwRatio,
      imageWidth: width,
      imageHeight: (width * parts.height) / parts.width,
      imageDiagonal: width * diagonalPerWidth,
      roomWidth,
      roomDiagonal: roomWidth * diagonalPerWidth,
    };
  },
  outputs: {
    throwDistance: out.number({ label: 'Throw distance (lens to screen)', primary: true, ...distanceUnits }),
    imageWidth: out.number({ label: 'Image width', ...screenLengthUnits }),
    imageHeight: out.number({ label: 'Image height', ...screenLengthUnits }),
    imageDiagonal: out.number({ label: 'Image diagonal', ...screenLengthUnits }),
    roomWidth: out.number({ label: 'Image width from the room distance', ...screenLengthUnits }),
    roomDiagonal: out.number({ label: 'Image diagonal from the room distance', ...screenLengthUnits }),
  },
});
