import { number, out, radio } from '../../../engine/index.ts';
import { RACE_DISTANCES, pacesOf, raceClock } from '../sports/pace.ts';

/*
 * A race result (a distance and the time it took) and the paces and race times worked out from
 * it, for the running tools that start from "distance + time".
 */

/** Which of pace, finish time and distance to work out from the other two. */
export const paceUnknownField = () =>
  radio({
    label: 'Calculate',
    options: [
      { value: 'pace', label: 'Pace, from distance and time' },
      { value: 'time', label: 'Finish time, from distance and pace' },
      { value: 'distance', label: 'Distance, from time and pace' },
    ],
    default: 'pace',
  });

/** A race distance in km, miles or metres, shown in miles to visitors who prefer imperial units. */
export const raceDistanceField = (label: string, defaultKm: number, help: string, minMetres = 100) =>
  number({
    label,
    help,
    unitFamily: 'length',
    unit: 'km',
    imperialUnit: 'mi',
    units: ['km', 'mi', 'm'],
    default: defaultKm,
    min: minMetres / 1000,
    max: 1000,
  });

/** A finish time, typed as h:mm:ss, m:ss or "1 h 45 min"; compute receives seconds. */
export const raceTimeField = (label: string, defaultMinutes: number) =>
  number({
    label,
    help: 'Type it as 25:30 (minutes:seconds), 1:45:00 (hours:minutes:seconds) or 1 h 45 min.',
    unitFamily: 'time',
    unit: 'min',
    units: ['h', 'min', 's'],
    default: defaultMinutes,
    min: 0.1,
    // Ten days covers multi-day ultramarathons.
    max: 14_400,
  });

/** Pace per kilometre and per mile, as durations. */
export const paceOutputs = (what: string) => ({
  pacePerKm: out.duration({ label: `${what} per kilometre` }),
  pacePerMile: out.duration({ label: `${what} per mile` }),
});

/** Average speed in km/h, mph or m/s. */
export const averageSpeedOutput = () =>
  out.number({
    label: 'Average speed',
    unitFamily: 'speed',
    unit: 'kph',
    imperialUnit: 'mph',
    units: ['kph', 'mph', 'mps'],
    decimals: 2,
  });

/** The standard races with a time and paces for each. */
export const raceTimesTable = (label: string) =>
  out.table({
    label,
    columns: [
      { key: 'race', label: 'Race', kind: 'text' },
      { key: 'time', label: 'Time', kind: 'text' },
      { key: 'perKm', label: 'Pace per km', kind: 'text' },
      { key: 'perMile', label: 'Pace per mile', kind: 'text' },
    ],
  });

/** The rows of `raceTimesTable`, from a function giving the time in seconds for a distance in metres. */
export function raceTimeRows(secondsFor: (metres: number) => number) {
  return RACE_DISTANCES.map(({ race, metres }) => {
    const seconds = secondsFor(metres);
    const { pacePerKm, pacePerMile } = pacesOf(metres, seconds);
    return { race, time: raceClock(seconds), perKm: raceClock(pacePerKm), perMile: raceClock(pacePerMile) };
  });
}
