import { defineCalculator, integer, out, timeZone } from '../../engine/index.ts';
import { seasonAccuracy, seasonsOfYear } from '../shared/astronomy/seasons.ts';
import {
  canonicalZone,
  formatLongDateTime,
  formatUtcOffset,
  formatWallMinute,
  zoneCity,
  zonedTime,
} from '../shared/clock/time-zones.ts';

const MINUTE_MS = 60_000;

/** An instant rounded to the minute as 'YYYY-MM-DDTHH:MM' in UTC, the way almanacs print it. */
function utcMinute(instant: number): string {
  const time = zonedTime('UTC', Math.round(instant / MINUTE_MS) * MINUTE_MS);
  return formatWallMinute(time);
}

/** "Thursday, March 19, 2020, 23:50 (UTC−04:00)". */
function localMinute(zone: string, instant: number): string {
  const time = zonedTime(zone, Math.round(instant / MINUTE_MS) * MINUTE_MS);
  return `${formatLongDateTime(time)} (${formatUtcOffset(time.offsetSeconds)})`;
}

export default defineCalculator({
  inputs: {
    year: integer({ label: 'Year', default: 2026, min: 1000, max: 3000 }),
    zone: timeZone({ label: 'Time zone for local times', default: 'local' }),
  },
  outputs: {
    march: out.dateTime({ label: 'March equinox (UTC)', primary: true }),
    june: out.dateTime({ label: 'June solstice (UTC)', primary: true }),
    september: out.dateTime({ label: 'September equinox (UTC)', primary: true }),
    december: out.dateTime({ label: 'December solstice (UTC)', primary: true }),
    marchLocal: out.text({ label: 'March equinox, local time' }),
    juneLocal: out.text({ label: 'June solstice, local time' }),
    septemberLocal: out.text({ label: 'September equinox, local time' }),
    decemberLocal: out.text({ label: 'December solstice, local time' }),
    springLength: out.duration({
      label: 'Northern spring, southern autumn (March equinox to June solstice)',
      smallest: 'minute',
    }),
    summerLength: out.duration({
      label: 'Northern summer, southern winter (June solstice to September equinox)',
      smallest: 'minute',
    }),
    autumnLength: out.duration({
      label: 'Northern autumn, southern spring (September equinox to December solstice)',
      smallest: 'minute',
    }),
    winterLength: out.duration({
      label: 'Northern winter, southern summer (December solstice to the next March equinox)',
      smallest: 'minute',
    }),
    timeScale: out.text({ label: 'Time scale' }),
  },
  compute: ({ year, zone }) => {
    const place = canonicalZone(zone);
    const events = seasonsOfYear(year);
    const [march, june, september, december] = events.map((event) => event.instant);
    const nextMarch = seasonsOfYear(year + 1)[0]?.instant ?? 0;
    const deltaT = Math.round(events[0]?.deltaT ?? 0);
    const at = (instant = 0) => ({ utc: utcMinute(instant), local: localMinute(place, instant) });
    const [m, j, s, d] = [at(march), at(june), at(september), at(december)];
    // Between the instants as shown, rounded to the minute, so the lengths match the times listed.
    const seconds = (from = 0, to = 0) => (Math.round(to / MINUTE_MS) - Math.round(from / MINUTE_MS)) * 60;
    return {
      march: m.utc,
      june: j.utc,
      september: s.utc,
      december: d.utc,
      marchLocal: m.local,
      juneLocal: j.local,
      septemberLocal: s.local,
      decemberLocal: d.local,
      springLength: seconds(march, june),
      summerLength: seconds(june, september),
      autumnLength: seconds(september, december),
      winterLength: seconds(december, nextMarch),
      timeScale:
        `Local times are for ${zoneCity(place)}. ` +
        (seasonAccuracy(year) === 'second'
          ? 'The instants come from the full VSOP87 theory, within about a second (shown to the nearest minute). '
          : "Outside 1900–2100 the instants come from Meeus's series, within about a minute. ") +
        'They are found in Terrestrial Time; ' +
        `${deltaT} seconds (ΔT, Espenak and Meeus) were subtracted for Universal Time` +
        (year > 2030 || year < 1800 ? ', an estimate that grows less certain far from today.' : '.') +
        (year <= 1582 ? ' Dates are in the Gregorian calendar extended back before its start in October 1582.' : ''),
    };
  },
});
