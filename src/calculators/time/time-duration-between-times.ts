import { date, defineCalculator, out, time, timeZone } from '../../engine/index.ts';
import { hoursMinutesText, realClockSpan, type RealClockSpan } from '../shared/clock/time-of-day-spans.ts';
import { canonicalZone, describeShift, zoneCity, type WallReading } from '../shared/clock/time-zones.ts';

const EMPTY_SPAN: RealClockSpan = {
  seconds: 0,
  clockSeconds: 0,
  overnight: false,
  start: { kind: 'single', instant: 0, offsetSeconds: 0 },
  end: { kind: 'single', instant: 0, offsetSeconds: 0 },
};

/** What a clock change does to one typed time, so the visitor knows which moment is counted. */
function readingNote(which: 'start' | 'end', text: string, reading: WallReading): string {
  if (reading.kind === 'gap') {
    return ` The ${which} time ${text} is skipped when the clocks go forward, so it is read as the moment after the change.`;
  }
  if (reading.kind === 'overlap') {
    return ` The ${which} time ${text} happens twice when the clocks go back; the first is counted.`;
  }
  return '';
}

/** Whether the clocks change between the two times, and what that does to the span. */
function clockChangeText(span: RealClockSpan, zone: string, start: string, end: string): string {
  const difference = span.seconds - span.clockSeconds;
  const where = `${zoneCity(zone)} time`;
  const notes = readingNote('start', start, span.start) + readingNote('end', end, span.end);
  if (difference < 0) {
    return `Yes: the clocks go forward (${where}), so the span is ${describeShift(difference)} shorter than the clock times suggest.${notes}`;
  }
  if (difference > 0) {
    return `Yes: the clocks go back (${where}), so the span is ${describeShift(difference)} longer than the clock times suggest.${notes}`;
  }
  if (notes) return `The span is as long as the clock times suggest (${where}).${notes}`;
  return `No: the clocks do not change between these times (${where}).`;
}

export default defineCalculator({
  inputs: {
    start: time({ label: 'Start time', default: '09:00' }),
    end: time({
      label: 'End time',
      help: 'An end time earlier than the start time is read as the next day.',
      default: '17:30',
    }),
    startDate: date({
      label: 'Date of the start time',
      help: 'Tells the calculator whether the clocks change during the span (for a night shift, the evening it starts).',
      default: 'today',
      min: '1583-01-01',
      max: '9999-12-30',
    }),
    zone: timeZone({
      label: 'Time zone',
      help: 'Where the times are read; a daylight saving change there makes the span an hour shorter or longer.',
      default: 'local',
    }),
  },
  outputs: {
    duration: out.duration({ label: 'Time between', primary: true }),
    decimalHours: out.number({ label: 'In decimal hours', decimals: 2, suffix: 'hours' }),
    hoursMinutes: out.text({ label: 'In hours:minutes' }),
    minutes: out.number({ label: 'In minutes', digits: 8, suffix: 'minutes' }),
    overnight: out.text({ label: 'Crosses midnight' }),
    clockChange: out.text({ label: 'Clock change in between' }),
  },
  validate: ({ start, end, startDate, zone }) => {
    const span = realClockSpan(startDate, start, end, canonicalZone(zone));
    if (!span || span.seconds >= 0) return [];
    return [
      {
        field: 'start',
        message: `On that date the clocks skip past ${start} when they go forward; read as the moment after the change, it comes after the end time. Check the times.`,
      },
    ];
  },
  compute: ({ start, end, startDate, zone }) => {
    const place = canonicalZone(zone);
    const span = realClockSpan(startDate, start, end, place) ?? EMPTY_SPAN;
    const seconds = Math.max(0, span.seconds);
    return {
      duration: seconds,
      decimalHours: seconds / 3600,
      hoursMinutes: hoursMinutesText(seconds),
      minutes: seconds / 60,
      overnight: span.overnight ? 'Yes: the end time is on the next day' : 'No: both times are on the same day',
      clockChange: clockChangeText(span, place, start, end),
    };
  },
});
