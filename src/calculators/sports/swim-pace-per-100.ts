import { defineCalculator, number, out } from '../../engine/index.ts';
import { PACE_METRES, swimPaceField, swimPaceUnitField } from '../shared/presets/pace-fields.ts';
import { averageSpeedOutput, paceUnknownField } from '../shared/presets/race-result.ts';
import { METRES_PER_YARD, solvePace } from '../shared/sports/pace.ts';

const swimUnits = { unitFamily: 'length', unit: 'm', imperialUnit: 'yd', units: ['m', 'yd', 'km', 'mi'] } as const;

export default defineCalculator({
  inputs: {
    solveFor: paceUnknownField(),
    distance: number({
      label: 'Distance',
      help: 'Olympic triathlon 1,500 m, Ironman 3.8 km (2.4 mi). Not used when calculating distance.',
      ...swimUnits,
      default: 1500,
      min: 25,
      max: 100_000,
    }),
    time: number({
      label: 'Time',
      help: 'Type it as 25:30 (minutes:seconds) or 1:05:00 (hours:minutes:seconds). Not used when calculating the time.',
      unitFamily: 'time',
      unit: 'min',
      units: ['h', 'min', 's'],
      default: 30,
      min: 0.1,
      max: 3000,
    }),
    pace: swimPaceField('Pace per 100', 'Time for 100 metres or yards, like 1:45. Not used when calculating pace.'),
    paceUnit: swimPaceUnitField(),
  },
  outputs: {
    pacePer100m: out.duration({ label: 'Pace per 100 m', primary: true }),
    pacePer100yd: out.duration({ label: 'Pace per 100 yd', primary: true }),
    finishTime: out.duration({ label: 'Swim time', primary: true }),
    distanceCovered: out.number({ label: 'Distance', primary: true, ...swimUnits, digits: 5 }),
    speed: averageSpeedOutput(),
  },
  compute: ({ solveFor, distance, time, pace, paceUnit }) => {
    const { secondsPerMetre, metres, seconds } = solvePace(solveFor, {
      metres: distance,
      seconds: time,
      pace,
      paceMetres: PACE_METRES[paceUnit],
    });
    return {
      pacePer100m: secondsPerMetre * 100,
      pacePer100yd: secondsPerMetre * 100 * METRES_PER_YARD,
      finishTime: seconds,
      distanceCovered: metres,
      speed: 1 / secondsPerMetre,
    };
  },
});
