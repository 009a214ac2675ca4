import { defineCalculator, number, select } from '../../engine/index.ts';
import { bodyMassOutput } from '../shared/presets/body-fields.ts';
import { GIRTH_DIVISORS, METRIC_GIRTH_DIVISOR } from '../shared/pets/horses.ts';
import { fromBase, toBase } from '../shared/pets/units.ts';

type HorseType = keyof typeof GIRTH_DIVISORS;
const HORSE_TYPES = Object.keys(GIRTH_DIVISORS) as HorseType[];

const tapeField = (label: string, help: string, cm: number) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'cm',
    imperialUnit: 'in',
    units: ['cm', 'in', 'm'],
    default: cm,
    min: 30,
    max: 300,
  });

export default defineCalculator({
  inputs: {
    girth: tapeField(
      'Heart girth',
      'Around the barrel just behind the elbows and over the withers, after the horse breathes out.',
      190,
    ),
    length: tapeField('Body length', 'From the point of the shoulder straight to the point of the buttock.', 165),
    type: select({
      label: 'Horse',
      options: HORSE_TYPES.map((value) => ({ value, label: GIRTH_DIVISORS[value].label })),
      default: 'adult',
    }),
  },
  outputs: {
    weight: bodyMassOutput('Estimated weight (inch formula)', true),
    metricWeight: bodyMassOutput('Estimated weight (metric formula, adult horses)'),
  },
  compute: ({ girth, length, type }) => {
    // Lengths arrive in metres; each formula works in its own units.
    const inches = (metres: number) => fromBase('length', metres, 'in');
    const cm = (metres: number) => fromBase('length', metres, 'cm');
    const pounds = (inches(girth) ** 2 * inches(length)) / GIRTH_DIVISORS[type].divisor;
    const metricKg = (cm(girth) ** 2 * cm(length)) / METRIC_GIRTH_DIVISOR;
    return { weight: toBase('mass', pounds, 'lb'), metricWeight: metricKg };
  },
  examples: [
    {
      inputs: { girth: { value: 75, unit: 'in' }, length: { value: 66, unit: 'in' }, type: 'adult' },
      expect: { weight: { value: 1125, unit: 'lb' } },
      tolerance: 1e-6,
      source:
        'University of Minnesota Extension, "Estimating your horse\'s weight": heart girth 75 in, body length 66 in: 75 × 75 × 66 ÷ 330 = 1,125 lb',
    },
    {
      inputs: { girth: { value: 200, unit: 'cm' }, length: { value: 160, unit: 'cm' }, type: 'adult' },
      expect: { metricWeight: { value: 538.7, unit: 'kg' } },
      tolerance: 0.05,
      source:
        'Carroll and Huntington (1988), "Body condition scoring and weight estimation of horses", Equine Vet J 20: weight (kg) = girth² × length ÷ 11,880 in cm; 200² × 160 ÷ 11,880 = 538.7 kg',
    },
    {
      inputs: { girth: { value: 60, unit: 'in' }, length: { value: 52, unit: 'in' }, type: 'pony' },
      expect: { weight: { value: 626.1, unit: 'lb' } },
      tolerance: 0.05,
      source:
        'Penn State Extension, "How to estimate the weight of a horse": use 299 for ponies: 60 × 60 × 52 ÷ 299 = 626.1 lb',
    },
  ],
});
