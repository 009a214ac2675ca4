import { defineCalculator, number, out } from '../../engine/index.ts';

/*
 * Frame size and saddle height from the inseam, by the rules in Greg LeMond's Complete Book of
 * Bicycling (1987): road frame centre-to-centre 0.65 × inseam, saddle height 0.883 × inseam;
 * the road frame measured centre-to-top is 0.67 × inseam, and a mountain bike frame is 10–12 cm
 * smaller than that road frame.
 */
const ROAD_CENTRE_TO_TOP = 0.67;
const LEMOND_CENTRE_TO_CENTRE = 0.65;
const LEMOND_SADDLE_HEIGHT = 0.883;
const MOUNTAIN_SMALLER_BY = { most: 0.12, least: 0.1 } as const;

const frameOutput = (label: string, primary = false, help?: string) =>
  out.number({
    label,
    primary,
    ...(help === undefined ? {} : { help }),
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['cm', 'in'],
    decimals: 1,
  });

export default defineCalculator({
  inputs: {
    inseam: number({
      label: 'Inseam (cycling inside leg)',
      help: 'Barefoot, a book pressed up firmly between your legs like a saddle: floor to the top of the book.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in'],
      default: 82,
      min: 50,
      max: 110,
    }),
  },
  outputs: {
    roadFrame: frameOutput(
      'Road frame size (centre to top)',
      true,
      'Seat tube from the crank axle to the top of the tube.',
    ),
    lemondFrame: frameOutput(
      'Road frame, LeMond (centre to centre)',
      false,
      'Seat tube from the crank axle to the middle of the top tube.',
    ),
    mountainFrom: frameOutput('Mountain bike frame, from'),
    mountainTo: frameOutput('Mountain bike frame, to'),
    saddleHeight: frameOutput(
      'Saddle height (LeMond)',
      false,
      'From the centre of the crank axle to the top of the saddle, along the seat tube.',
    ),
  },
  compute: ({ inseam }) => {
    const roadFrame = inseam * ROAD_CENTRE_TO_TOP;
    return {
      roadFrame,
      lemondFrame: inseam * LEMOND_CENTRE_TO_CENTRE,
      mountainFrom: roadFrame - MOUNTAIN_SMALLER_BY.most,
      mountainTo: roadFrame - MOUNTAIN_SMALLER_BY.least,
      saddleHeight: inseam * LEMOND_SADDLE_HEIGHT,
    };
  },
});
