import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import { averageSpeedOutput, paceUnknownField } from '../shared/presets/race-result.ts';
import { METRES_PER_KM, METRES_PER_MILE, RACE_DISTANCES, raceClock, solvePace } from '../shared/sports/pace.ts';

const timeUnits = { unitFamily: 'time', units: ['h', 'min', 's'] } as const;

export default defineCalculator({
  inputs: {
    solveFor: paceUnknownField(),
    distance: number({
      label: 'Distance',
      help: 'Marathon 42.195 km (26.2 mi), half marathon 21.0975 km. Not used when calculating distance.',
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['km', 'mi', 'm'],
      default: 10,
      min: 0.05,
      max: 1000,
    }),
    time: number({
      label: 'Time',
      help: 'Type it like 1 h 23 min 45 s or 49.5 min. Not used when calculating the finish time.',
      ...timeUnits,
      unit: 'min',
      default: 50,
      min: 0.1,
      // Ten days covers multi-day ultramarathons.
      max: 14_400,
    }),
    pace: number({
      label: 'Pace',
      help: 'Time for one kilometre or mile, like 5 min 30 s. Not used when calculating pace.',
      ...timeUnits,
      unit: 'min',
      default: 5,
      // One minute per kilometre is 60 km/h, beyond any runner.
      min: 1,
      max: 120,
    }),
    paceUnit: radio({
      label: 'Pace is per',
      options: [
        { value: 'km', label: 'Kilometre' },
        { value: 'mi', label: 'Mile' },
      ],
      default: 'km',
    }),
  },
  outputs: {
    pacePerKm: out.duration({ label: 'Pace per kilometre', primary: true }),
    pacePerMile: out.duration({ label: 'Pace per mile', primary: true }),
    finishTime: out.duration({ label: 'Finish time', primary: true }),
    distanceCovered: out.number({
      label: 'Distance',
      primary: true,
      unitFamily: 'length',
      unit: 'km',
      imperialUnit: 'mi',
      units: ['km', 'mi', 'm'],
      digits: 5,
    }),
    speed: averageSpeedOutput(),
    raceTimes: out.table({
      label: 'Race times at this pace',
      columns: [
        { key: 'race', label: 'Race', kind: 'text' },
        { key: 'time', label: 'Finish time', kind: 'text' },
      ],
    }),
  },
  compute: ({ solveFor, distance, time, pace, paceUnit }) => {
    // Inputs arrive in base units: metres and seconds; pace is seconds per km or per mile.
    const paceMetres = paceUnit === 'km' ? METRES_PER_KM : METRES_PER_MILE;
    const { secondsPerMetre, metres, seconds } = solvePace(solveFor, {
      metres: distance,
      seconds: time,
      pace,
      paceMetres,
    });
    return {
      pacePerKm: secondsPerMetre * METRES_PER_KM,
      pacePerMile: secondsPerMetre * METRES_PER_MILE,
      finishTime: seconds,
      distanceCovered: metres,
      speed: 1 / secondsPerMetre,
      raceTimes: RACE_DISTANCES.map(({ race, metres: raceMetres }) => ({
        race,
        time: raceClock(raceMetres * secondsPerMetre),
      })),
    };
  },
});
