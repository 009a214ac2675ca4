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
  examples: [
    {
      inputs: { throwRatio: 1.2, sizeGiven: 'width', size: { value: 10, unit: 'ft' } },
      expect: { throwDistance: { value: 12, unit: 'ft' } },
      tolerance: 1e-9,
      source:
        'Projector Reviews, "Throw ratio": a 1.2:1 projector and a 10 ft wide screen: 10 ft × 1.2 = 12 ft throw distance',
    },
    {
      inputs: { throwRatio: 1.8, sizeGiven: 'width', size: { value: 20, unit: 'ft' }, room: { value: 20, unit: 'ft' } },
      expect: { throwDistance: { value: 36, unit: 'ft' }, roomWidth: { value: 11.1, unit: 'ft' } },
      tolerance: 0.005,
      source:
        'Sanyo tech tip 15 (Mediafab): PLC-9000N at ratio 1.8: a 20 ft wide image needs 20 × 1.8 = 36 ft; from 20 ft away, 20 ÷ 1.8 = 11.1 ft of screen width',
    },
    {
      inputs: { throwRatio: 1.5, ratio: '16:9', room: 4 },
      expect: { roomWidth: 2.6667, roomDiagonal: { value: 121, unit: 'in' } },
      tolerance: 0.06,
      source:
        'CalHub, "Projector Calculator", worked example: throw 1.5 at 4 m gives a 2.67 m wide image (about a 121-inch 16:9 diagonal)',
    },
  ],
});
