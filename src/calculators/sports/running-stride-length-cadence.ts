import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { PACE_METRES, runPaceUnitField } from '../shared/presets/pace-fields.ts';
import { averageSpeedOutput, paceOutputs, raceDistanceField, raceTimeField } from '../shared/presets/race-result.ts';
import { runPaceField } from '../shared/presets/run-pace.ts';
import { METRES_PER_KM, METRES_PER_MILE, pacesOf } from '../shared/sports/pace.ts';

const strideUnits = { unitFamily: 'length', unit: 'm', imperialUnit: 'ft', units: ['m', 'cm', 'ft', 'in'] } as const;

export default defineCalculator({
  inputs: {
    solveFor: radio({
      label: 'Calculate',
      options: [
        { value: 'stride', label: 'Stride length, from speed and cadence' },
        { value: 'cadence', label: 'Cadence, from speed and stride length' },
        { value: 'speed', label: 'Pace, from stride length and cadence' },
      ],
      default: 'stride',
    }),
    speedFrom: radio({
      label: 'Speed from',
      help: 'Not used when calculating pace.',
      options: [
        { value: 'pace', label: 'My pace' },
        { value: 'run', label: 'A distance and its time' },
      ],
      default: 'pace',
    }),
    pace: runPaceField('Pace', 'Time for one kilometre or mile, like 5:30. Used when speed is from your pace.', 5.5),
    paceUnit: runPaceUnitField(),
    distance: raceDistanceField('Distance run', 5, 'Used when speed is from a distance and its time.'),
    time: raceTimeField('Time taken', 27.5),
    cadence: number({
      label: 'Cadence',
      help: 'Steps per minute, both feet counted. Not used when calculating cadence.',
      default: 170,
      min: 60,
      max: 260,
      suffix: 'steps/min',
    }),
    strideLength: number({
      label: 'Stride length',
      help: 'Distance from one foot landing to the other foot landing. Not used when calculating stride length.',
      ...strideUnits,
      default: 1.07,
      min: 0.2,
      max: 3,
    }),
  },
  outputs: {
    strideLength: out.number({ label: 'Stride length (one step)', primary: true, ...strideUnits, decimals: 2 }),
    cadence: out.number({ label: 'Cadence', primary: true, decimals: 0, suffix: 'steps/min' }),
    ...paceOutputs('Pace'),
    speed: averageSpeedOutput(),
    stepsPerKm: out.number({ label: 'Steps per kilometre', decimals: 0 }),
    stepsPerMile: out.number({ label: 'Steps per mile', decimals: 0 }),
  },
  compute: ({ solveFor, speedFrom, pace, paceUnit, distance, time, cadence, strideLength }) => {
    const givenSpeed = speedFrom === 'pace' ? PACE_METRES[paceUnit] / pace : distance / time;
    // speed (m/min) = stride length (m) × cadence (steps/min); the unknown is whichever was left out.
    const metresPerMinute = solveFor === 'speed' ? strideLength * cadence : givenSpeed * 60;
    const stride = solveFor === 'stride' ? metresPerMinute / cadence : strideLength;
    const steps = solveFor === 'cadence' ? metresPerMinute / strideLength : cadence;
    const { pacePerKm, pacePerMile } = pacesOf(metresPerMinute, 60);
    return {
      strideLength: stride,
      cadence: steps,
      pacePerKm,
      pacePerMile,
      speed: metresPerMinute / 60,
      stepsPerKm: METRES_PER_KM / stride,
      stepsPerMile: METRES_PER_MILE / stride,
    };
  },
});
