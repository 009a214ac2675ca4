import { defineCalculator, number, out } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { heliumLift, sphereVolume } from '../shared/physics/gas-lift.ts';
import { bodyWeightField } from '../shared/presets/body-fields.ts';

/*
 * How many helium party balloons it would take to lift you off the ground at sea level: each
 * balloon's helium lifts its volume times the density difference between air and helium, less the
 * balloon's own weight. For fun only; the words say plainly not to try it.
 */
export default defineCalculator({
  inputs: {
    weight: bodyWeightField({ default: 70, min: 1, max: 650 }, 'Weight to lift (you, plus anything you carry)'),
    diameter: number({
      label: 'Balloon diameter, inflated',
      help: 'A standard 11-inch party balloon is about 28 cm (11 in) across.',
      unitFamily: 'length',
      unit: 'cm',
      imperialUnit: 'in',
      units: ['cm', 'in', 'm', 'ft'],
      default: 28,
      min: 5,
      max: 500,
      messages: { min: 'Smaller than 5 cm (2 in) and it is a water balloon: enter at least 5 cm.' },
    }),
    balloonMass: number({
      label: 'Weight of one empty balloon and its ribbon',
      help: 'About 3 g for an 11-inch latex balloon; weigh one on a kitchen scale.',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      default: 3,
      min: 0,
      max: 100_000,
    }),
  },
  validate: ({ diameter, balloonMass }) =>
    heliumLift(sphereVolume(diameter)) <= balloonMass
      ? [
          {
            field: 'balloonMass',
            message: 'A balloon this heavy for its size would not float at all: make it lighter or bigger.',
          },
        ]
      : [],
  compute: ({ weight, diameter, balloonMass }) => {
    const volume = sphereVolume(diameter);
    const netLift = heliumLift(volume) - balloonMass;
    const balloons = Math.ceil(weight / netLift);
    return { balloons, netLift, grossLift: heliumLift(volume), helium: balloons * volume };
  },
  outputs: {
    balloons: out.integer({ label: 'Balloons to lift you (please do not try)', primary: true, suffix: 'balloons' }),
    netLift: out.number({
      label: 'Lift of one balloon, after its own weight',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      digits: 3,
    }),
    grossLift: out.number({
      label: 'Lift of the helium in one balloon',
      unitFamily: 'mass',
      unit: 'g',
      imperialUnit: 'oz',
      units: ['g', 'oz'],
      digits: 3,
    }),
    helium: out.number({
      label: 'Helium in all of them',
      unitFamily: 'volume',
      unit: 'm3',
      imperialUnit: 'ft3',
      units: ['m3', 'l', 'ft3'],
      digits: 3,
    }),
  },
  shareLine: ({ balloons }) =>
    `It would take ${formatNumber(balloons)} helium party balloons to lift me. (Nobody should try it.)`,
});
