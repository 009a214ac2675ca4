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
});
