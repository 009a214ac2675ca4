import { defineCalculator, number, out } from '../../engine/index.ts';
import {
  paceOutputs,
  raceDistanceField,
  raceTimeField,
  raceTimeRows,
  raceTimesTable,
} from '../shared/presets/race-result.ts';
import { pacesOf } from '../shared/sports/pace.ts';
import { RIEGEL_EXPONENT, riegelTime } from '../shared/sports/race-prediction.ts';

export default defineCalculator({
  inputs: {
    distance: raceDistanceField(
      'Race you ran',
      5,
      'A recent all-out race or time trial: 5K is 5 km, a half marathon 21.0975 km.',
    ),
    time: raceTimeField('Your time', 25),
    target: raceDistanceField('Distance to predict', 10, 'Marathon 42.195 km (26.2 mi), half marathon 21.0975 km.'),
    exponent: number({
      label: 'Fatigue exponent',
      help: 'Riegel found 1.06 for trained runners; 1.07–1.08 suits newer runners, 1 means the same pace at every distance.',
      default: RIEGEL_EXPONENT,
      min: 1,
      max: 1.2,
      step: 0.01,
    }),
  },
  outputs: {
    predictedTime: out.duration({ label: 'Predicted time', primary: true }),
    ...paceOutputs('Predicted pace'),
    races: raceTimesTable('Predicted times for standard races'),
  },
  compute: ({ distance, time, target, exponent }) => {
    // Predicted to the second, as race results are published: finer digits are only the model's noise.
    const predictedTime = Math.round(riegelTime(time, distance, target, exponent));
    const paces = pacesOf(target, predictedTime);
    return {
      predictedTime,
      pacePerKm: Math.round(paces.pacePerKm),
      pacePerMile: Math.round(paces.pacePerMile),
      races: raceTimeRows((metres) => riegelTime(time, distance, metres, exponent)),
    };
  },
  examples: [
    {
      inputs: { distance: 5, time: 25, target: 10 },
      expect: { predictedTime: 3127 },
      tolerance: 0.5,
      source: 'Calckoo running calculator (Riegel formula): a 25:00 5K predicts a 52:07 10K (3,127 s)',
    },
    {
      inputs: { distance: 5, time: 25, target: 42.195 },
      expect: { predictedTime: 14_387 },
      tolerance: 0.5,
      source: 'Calckoo running calculator (Riegel formula): a 25:00 5K predicts a 3:59:47 marathon (14,387 s)',
    },
    {
      inputs: { distance: 5, time: 22, target: 21.0975 },
      expect: { predictedTime: 6072 },
      tolerance: 1,
      source:
        'Race time prediction with the Riegel formula, worked example (train.inquilinos.me): 5K in 22:00 → 1,320 × (21.0975 / 5)^1.06 ≈ 6,072 s, a 1:41:12 half marathon',
    },
    {
      inputs: { distance: 10, time: 50, target: 42.195, exponent: 1 },
      expect: { predictedTime: 12_658.5, pacePerKm: 300 },
      tolerance: 0.5,
      source:
        'Riegel (1981), t₂ = t₁ (d₂/d₁)^b: with b = 1 the pace stays 5:00 per km, so a 50:00 10K gives 3,000 × 4.2195 = 12,658.5 s (3:30:58.5) for the marathon',
    },
  ],
});
