import { defineCalculator, select } from '../../engine/index.ts';
import { bodyMassOutput, circumferenceField } from '../shared/presets/body-fields.ts';
import { GIRTH_DIVISORS, METRIC_GIRTH_DIVISOR } from '../shared/pets/horses.ts';
import { fromBase, toBase } from '../shared/pets/units.ts';

type HorseType = keyof typeof GIRTH_DIVISORS;
const HORSE_TYPES = Object.keys(GIRTH_DIVISORS) as HorseType[];

const tapeField = (label: string, help: string, cm: number) =>
  circumferenceField(label, help, { default: cm, min: 30, max: 300 }, ['cm', 'in', 'm']);

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
});
