import { defineCalculator, number, out } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';

/*
 * A cord is 128 ft³ of wood ranked and well stowed, 4 × 4 × 8 ft (NIST Handbook 130, Method of
 * Sale of Commodities, "Fireplace and stove wood"). A face cord (rick) is a stack 4 ft high and
 * 8 ft long of whatever piece length, 16 in pieces making a third of a cord.
 */
const FT = SPACE_UNITS.length.units.ft.factor;
const CORD_M3 = 128 * SPACE_UNITS.volume.units.ft3.factor;
const FACE_CORD_FACE_M2 = 4 * FT * 8 * FT;

const stackSide = (label: string, metres: number, imperial: string, help: string) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: imperial,
    units: ['m', 'cm', 'ft', 'in'],
    default: metres,
    min: 0.05,
    max: 100,
  });

export default defineCalculator({
  inputs: {
    length: stackSide('Length of the stack', 2.4, 'ft', 'Along the row.'),
    height: stackSide('Height of the stack', 1.2, 'ft', 'Average if the top is uneven.'),
    depth: stackSide(
      'Depth (length of the pieces)',
      0.4,
      'in',
      'A full cord is 4 ft (1.22 m) deep; firewood is often cut 16 in (40 cm).',
    ),
  },
  outputs: {
    cords: out.number({ label: 'Full cords', primary: true, digits: 3, suffix: 'cords' }),
    faceCords: out.number({ label: 'Face cords (4 × 8 ft faces)', digits: 3, suffix: 'face cords' }),
    volume: out.number({
      label: 'Stacked volume',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'ft3',
      units: ['m3', 'ft3'],
      digits: 4,
    }),
  },
  compute: ({ length, height, depth }) => {
    const volume = length * height * depth;
    return { cords: volume / CORD_M3, faceCords: (length * height) / FACE_CORD_FACE_M2, volume };
  },
});
