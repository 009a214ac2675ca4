import { getPosition, getTimes } from 'suncalc';
import { date, defineCalculator, location, out, timeZone } from '../../engine/index.ts';
import {
  calendarDayDifference,
  formatClock,
  formatUtcOffset,
  parseDateAt,
  resolveWallTime,
  zonedTime,
  type WallTime,
} from '../shared/clock/time-zones.ts';

const NOT_RISEN = 'The sun does not rise on this date';
const NOT_SET = 'The sun does not set on this date';

/** A clock time in the place's zone, rounded to the minute as almanacs print it, marked if on another day. */
function clockAt(instant: Date, zone: string, day: WallTime): string {
  const rounded = Math.round(instant.getTime() / 60_000) * 60_000;
  const local = zonedTime(zone, rounded);
  const shift = calendarDayDifference(day, local);
  const marker = shift < 0 ? ' (previous day)' : shift > 0 ? ' (next day)' : '';
  return formatClock(local) + marker;
}

/**
 * A twilight time, or what happens instead: near the poles the sun may never sink as low as the
 * twilight angle (light all night) or never climb to it (dark all day). The sun's height at
 * solar midnight tells which.
 */
function twilight(instant: Date | null, angle: number, lowestAltitude: number, zone: string, day: WallTime): string {
  if (instant) return clockAt(instant, zone, day);
  const depth = Math.abs(angle);
  return lowestAltitude > angle
    ? `All night: the sun stays within ${depth}° of the horizon`
    : `None: the sun stays more than ${depth}° below the horizon`;
}

export default defineCalculator({
  inputs: {
    place: location({
      label: 'Place',
      help: 'Search any city of 100,000 people or more, or choose Other place and type latitude and longitude such as 51.5, -0.13.',
      default: 'local',
      fallback: 'london',
    }),
    day: date({ label: 'Date', default: 'today', min: '1900-01-01', max: '2100-12-31' }),
    typedZone: timeZone({
      label: 'Time zone for typed coordinates',
      help: 'A city from the list always uses its own time zone.',
      default: 'local',
    }),
  },
  outputs: {
    sunrise: out.text({ label: 'Sunrise', primary: true }),
    sunset: out.text({ label: 'Sunset', primary: true }),
    dayLength: out.duration({ label: 'Day length (sunrise to sunset)', smallest: 'minute' }),
    solarNoon: out.text({ label: 'Solar noon (sun highest)' }),
    noonAltitude: out.number({ label: 'Sun’s height at solar noon', decimals: 1, suffix: 'degrees' }),
    civilDawn: out.text({ label: 'Civil dawn (sun 6° below the horizon)' }),
    civilDusk: out.text({ label: 'Civil dusk' }),
    nauticalDawn: out.text({ label: 'Nautical dawn (12° below)' }),
    nauticalDusk: out.text({ label: 'Nautical dusk' }),
    astronomicalDawn: out.text({ label: 'Astronomical dawn (18° below; night ends)' }),
    astronomicalDusk: out.text({ label: 'Astronomical dusk (night begins)' }),
    timeZoneNote: out.text({ label: 'Times shown in' }),
  },
  compute: ({ place, day, typedZone }) => {
    const { latitude, longitude } = place;
    // Typed coordinates come without a zone (UTC): their times follow the zone the visitor chose.
    const typed = place.timeZone === 'UTC';
    const zone = typed ? typedZone : place.timeZone;
    const noon = parseDateAt(day) ?? { year: 2000, month: 1, day: 1, hour: 12, minute: 0, second: 0 };
    // suncalc returns the solar day nearest the instant it is given: noon on the clocks of the
    // place. Typed coordinates have no zone (UTC), so local mean noon stands in for it there.
    const anchor = typed
      ? resolveWallTime(noon, 'UTC').instant - (longitude / 15) * 3_600_000
      : resolveWallTime(noon, zone).instant;
    const times = getTimes(new Date(anchor), latitude, longitude);
    const lowest = getPosition(times.nadir, latitude, longitude).altitude;

    const { sunrise, sunset } = times;
    let dayLength: number;
    let sunriseText: string;
    let sunsetText: string;
    if (sunrise && sunset) {
      dayLength = Math.round((sunset.getTime() - sunrise.getTime()) / 60_000) * 60;
      sunriseText = clockAt(sunrise, zone, noon);
      sunsetText = clockAt(sunset, zone, noon);
    } else {
      dayLength = times.alwaysUp ? 86_400 : 0;
      sunriseText = sunsetText = times.alwaysUp ? NOT_SET : NOT_RISEN;
    }

    const offset = formatUtcOffset(zonedTime(zone, anchor).offsetSeconds);
    return {
      sunrise: sunriseText,
      sunset: sunsetText,
      dayLength,
      solarNoon: clockAt(times.solarNoon, zone, noon),
      noonAltitude: getPosition(times.solarNoon, latitude, longitude).altitude,
      civilDawn: twilight(times.dawn, -6, lowest, zone, noon),
      civilDusk: twilight(times.dusk, -6, lowest, zone, noon),
      nauticalDawn: twilight(times.nauticalDawn, -12, lowest, zone, noon),
      nauticalDusk: twilight(times.nauticalDusk, -12, lowest, zone, noon),
      astronomicalDawn: twilight(times.nightEnd, -18, lowest, zone, noon),
      astronomicalDusk: twilight(times.night, -18, lowest, zone, noon),
      timeZoneNote: typed
        ? `${zone} (${offset} on this date), the zone chosen for typed coordinates.`
        : `Local time in ${zone} (${offset} on this date).`,
    };
  },
});
