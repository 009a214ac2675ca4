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
  examples: [
    {
      inputs: { solveFor: 'pace', distance: 42.195, time: { value: 3, unit: 'h' } },
      expect: { pacePerKm: 256, pacePerMile: 412 },
      tolerance: 0.5,
      source:
        'Marathon Handbook marathon pace chart: a 3:00:00 marathon needs 6:52 per mile (412 s) or 4:16 per km (256 s)',
    },
    {
      inputs: { solveFor: 'pace', distance: { value: 26.2188, unit: 'mi' }, time: { value: 4, unit: 'h' } },
      expect: { pacePerKm: 341, pacePerMile: 549 },
      tolerance: 0.5,
      source: 'Runo marathon pace chart: a 4:00:00 marathon (26.2 mi) is 9:09 per mile (549 s) and 5:41 per km (341 s)',
    },
    {
      inputs: { solveFor: 'pace', distance: 5, time: 25 },
      expect: { pacePerKm: 300, pacePerMile: 483, speed: { value: 12, unit: 'kph' } },
      tolerance: 0.5,
      source:
        'WinSport running pace chart, 5K: a 25:00 finish is 5:00 per km (300 s), 8:03 per mile (483 s), 12.0 km/h',
    },
    {
      inputs: { solveFor: 'time', distance: 10, pace: 5, paceUnit: 'km' },
      expect: { finishTime: 3000 },
      tolerance: 1e-9,
      source: 'WinSport running pace chart, 10K: 5:00 per km gives a 50:00 finish (3,000 s)',
    },
    {
      inputs: { solveFor: 'time', distance: 21.0975, pace: { value: 412, unit: 's' }, paceUnit: 'mi' },
      expect: { finishTime: 5400 },
      tolerance: 5,
      source:
        'WinSport half-marathon pace chart: 6:52 per mile holds a 1:30:00 half marathon (5,400 s; the chart rounds the pace to whole seconds)',
    },
    {
      inputs: { solveFor: 'distance', time: 60, pace: 6, paceUnit: 'km' },
      expect: { distanceCovered: 10000 },
      tolerance: 1e-6,
      source: 'WinSport running pace chart, 10K: 60:00 at 6:00 per km covers 10 km',
    },
    {
      inputs: { solveFor: 'pace', distance: 42.195, time: { value: 7235, unit: 's' } },
      expect: { pacePerKm: 171.4658, pacePerMile: 275.9475, speed: { value: 20.9954, unit: 'kph' } },
      tolerance: 0.001,
      source:
        "World Athletics ratified Kelvin Kiptum's marathon world record of 2:00:35 (7,235 s), Chicago, 8 October 2023 (press release, 6 February 2024); the marathon is 42.195 km (World Athletics Competition Rules, road races). Pace = 7,235 s ÷ 42.195 km = 171.466 s/km (2:51.5 per km); × 1.609344 km/mi = 275.947 s/mi (4:35.9 per mile); speed 42.195 km ÷ 7,235 s = 20.995 km/h",
    },
    {
      inputs: { solveFor: 'pace', distance: { value: 1, unit: 'mi' }, time: { value: 223.13, unit: 's' } },
      expect: { pacePerMile: 223.13, pacePerKm: 138.6466 },
      tolerance: 0.001,
      source:
        "World Athletics world records: men's mile 3:43.13, Hicham El Guerrouj (MAR), Rome, 7 July 1999. Over exactly one mile the pace per mile is the record itself, 223.13 s; per km 223.13 s ÷ 1.609344 = 138.647 s (2:18.6)",
    },
    {
      inputs: { solveFor: 'pace', distance: 21.33, time: 60 },
      expect: { speed: { value: 21.33, unit: 'kph' }, pacePerKm: 168.7764 },
      tolerance: 0.001,
      source:
        "World Athletics world records: men's one-hour run 21,330 m, Mo Farah (GBR), Brussels, 4 September 2020. 21.330 km in one hour is an average speed of 21.33 km/h, a pace of 3,600 s ÷ 21.33 = 168.776 s per km (2:48.8)",
    },
  ],
});
