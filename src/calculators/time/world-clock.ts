import { dateTime, defineCalculator, out, timeZone } from '../../engine/index.ts';
import {
  canonicalZone,
  dateTimeProblem,
  formatClock,
  formatShortDate,
  formatUtcOffset,
  isDaylightSaving,
  parseWallTime,
  resolveWallTime,
  zoneCity,
  type ZonedTime,
  zonedTime,
} from '../shared/clock/time-zones.ts';

const CITY_KEYS = ['city1', 'city2', 'city3', 'city4', 'city5', 'city6'] as const;

const clockFace = (time: ZonedTime) =>
  `${formatClock(time, true)} · ${formatShortDate(time)} · ${formatUtcOffset(time.offsetSeconds)}`;

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

// The chosen cities are kept in this browser, so the clock opens on them next time.
const city = (label: string, zone: string) => timeZone({ label, default: zone, remember: true });

export default defineCalculator({
  inputs: {
    now: dateTime({
      label: 'Your date and time',
      help: 'Follows your clock every second; type another time to see that moment around the world.',
      default: 'now',
      live: true,
    }),
    home: timeZone({
      label: 'Your time zone',
      help: 'The zone of the date and time above.',
      default: 'local',
      remember: true,
    }),
    city1: city('City 1', 'America/New_York'),
    city2: city('City 2', 'Europe/London'),
    city3: city('City 3', 'Europe/Paris'),
    city4: city('City 4', 'Asia/Dubai'),
    city5: city('City 5', 'Asia/Tokyo'),
    city6: city('City 6', 'Australia/Sydney'),
  },
  outputs: {
    yours: out.text({ label: 'Your time', primary: true }),
    city1: out.text({ label: 'City 1' }),
    city2: out.text({ label: 'City 2' }),
    city3: out.text({ label: 'City 3' }),
    city4: out.text({ label: 'City 4' }),
    city5: out.text({ label: 'City 5' }),
    city6: out.text({ label: 'City 6' }),
    note: out.text({ label: 'Daylight saving time' }),
    overview: out.table({
      label: 'All clocks',
      columns: [
        { key: 'place', label: 'Place', kind: 'text' },
        { key: 'zone', label: 'Time zone', kind: 'text' },
        { key: 'time', label: 'Local time', kind: 'text' },
        { key: 'date', label: 'Date', kind: 'text' },
        { key: 'offset', label: 'UTC offset', kind: 'text' },
        { key: 'ahead', label: 'Hours ahead of you', kind: 'number' },
      ],
    }),
  },
  validate: ({ now }) => dateTimeProblem('now', now),
  compute: (values) => {
    const home = canonicalZone(values.home);
    const wall = parseWallTime(values.now) ?? { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
    const reading = resolveWallTime(wall, home);
    const instant = reading.instant;
    const yours = zonedTime(home, instant);
    const zones = CITY_KEYS.map((key) => canonicalZone(values[key]));
    const clocks = zones.map((zone) => ({ zone, time: zonedTime(zone, instant) }));

    const row = (place: string, zone: string, time: ZonedTime) => ({
      place,
      zone,
      time: formatClock(time, true),
      date: formatShortDate(time),
      offset: formatUtcOffset(time.offsetSeconds),
      ahead: (time.offsetSeconds - yours.offsetSeconds) / 3600,
    });

    const onSummerTime = [...new Set([home, ...zones])].filter((zone) => isDaylightSaving(zone, instant));
    const summer =
      onSummerTime.length > 0
        ? `On daylight saving (summer) time at this moment: ${listNames(onSummerTime.map(zoneCity))}.`
        : 'None of these places is on daylight saving (summer) time at this moment.';
    const clockChange =
      reading.kind === 'gap'
        ? `${formatClock(wall)} does not exist in your zone on this date (the clocks went forward); it was read as ${formatClock(yours)}. `
        : reading.kind === 'overlap'
          ? `${formatClock(wall)} happens twice in your zone on this date (the clocks went back); the first time is shown. `
          : '';

    return {
      yours: clockFace(yours),
      city1: `${zoneCity(zones[0] ?? '')} · ${clockFace(clocks[0]?.time ?? yours)}`,
      city2: `${zoneCity(zones[1] ?? '')} · ${clockFace(clocks[1]?.time ?? yours)}`,
      city3: `${zoneCity(zones[2] ?? '')} · ${clockFace(clocks[2]?.time ?? yours)}`,
      city4: `${zoneCity(zones[3] ?? '')} · ${clockFace(clocks[3]?.time ?? yours)}`,
      city5: `${zoneCity(zones[4] ?? '')} · ${clockFace(clocks[4]?.time ?? yours)}`,
      city6: `${zoneCity(zones[5] ?? '')} · ${clockFace(clocks[5]?.time ?? yours)}`,
      note: clockChange + summer,
      overview: [
        row(`You (${zoneCity(home)})`, home, yours),
        ...clocks.map(({ zone, time }) => row(zoneCity(zone), zone, time)),
      ],
    };
  },
});
