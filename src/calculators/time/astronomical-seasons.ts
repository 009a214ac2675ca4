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
  examples: [
    {
      inputs: { year: 2024, zone: 'UTC' },
      expect: {
        june: '2024-06-20T20:51',
        september: '2024-09-22T12:44',
        december: '2024-12-21T09:20',
        springLength: 8_012_700,
        summerLength: 8_092_380,
        autumnLength: 7_763_760,
        winterLength: 7_688_460,
      },
      tolerance: 180,
      source:
        'US Naval Observatory, Earth’s Seasons 2024–2025 (UTC): equinox 2024-03-20 03:06, solstice 06-20 20:51, ' +
        'equinox 09-22 12:44, solstice 12-21 09:20, equinox 2025-03-20 09:01. Season lengths 92 d 17 h 45 min, ' +
        '93 d 15 h 53 min, 89 d 20 h 36 min and 88 d 23 h 41 min, checked within 3 minutes',
    },
    {
      inputs: { year: 2026, zone: 'UTC' },
      expect: {
        march: '2026-03-20T14:46',
        june: '2026-06-21T08:24',
        september: '2026-09-23T00:05',
        december: '2026-12-21T20:50',
      },
      source:
        'US Naval Observatory, Earth’s Seasons 2023–2026 (UTC), as published by NOAA’s National Weather Service: ' +
        'equinox March 20 14:46, solstice June 21 08:24, equinox September 23 00:05, solstice December 21 20:50',
    },
    {
      inputs: { year: 2017, zone: 'UTC' },
      expect: {
        march: '2017-03-20T10:29',
        june: '2017-06-21T04:24',
        september: '2017-09-22T20:02',
        december: '2017-12-21T16:28',
      },
      source:
        'US Naval Observatory, Earth’s Seasons 2017 (UTC): March 20 10:29, June 21 04:24, September 22 20:02, ' +
        'December 21 16:28',
    },
    {
      inputs: { year: 2022, zone: 'UTC' },
      expect: {
        march: '2022-03-20T15:33',
        june: '2022-06-21T09:14',
        september: '2022-09-23T01:04',
        december: '2022-12-21T21:48',
      },
      source:
        'US Naval Observatory, Earth’s Seasons 2022 (UTC): March 20 15:33, June 21 09:14, September 23 01:04, ' +
        'December 21 21:48 (the same minutes as the JPL DE405 ephemeris values listed by neoprogrammics.com)',
    },
    {
      inputs: { year: 2020, zone: 'America/New_York' },
      expect: {
        marchLocal: 'Thursday, March 19, 2020, 23:50 (UTC−04:00)',
        septemberLocal: 'Tuesday, September 22, 2020, 09:31 (UTC−04:00)',
      },
      source:
        'US Naval Observatory, Earth’s Seasons 2020: March equinox 03:50 UTC on 20 March and September equinox ' +
        '13:31 UTC on 22 September; New York is on EDT (UTC−4) on both dates, so 23:50 on 19 March and 09:31 ' +
        '(timeanddate.com lists the same local times)',
    },
  ],
});
