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
  examples: [
    {
      inputs: { start: '09:00', end: '17:30', startDate: '2024-06-14', zone: 'America/New_York' },
      expect: {
        duration: 30_600,
        decimalHours: 8.5,
        hoursMinutes: '8:30',
        minutes: 510,
        clockChange: 'No: the clocks do not change between these times (New York time).',
      },
      source:
        'Certified Calculator, "How To Calculate Time Cards": clocking in at 9:00 AM and out at 5:30 PM gives 8.50 hours worked (8 h 30 min = 510 min)',
    },
    {
      inputs: { start: '08:30', end: '17:00', startDate: '2024-06-14', zone: 'UTC' },
      expect: { decimalHours: 8.5, hoursMinutes: '8:30', minutes: 510 },
      source:
        'Inch Calculator, "Time Card Calculator", step three: working from 8:30 am to 5:00 pm (17:00), 17.0 − 8.5 = 8.5 hours',
    },
    {
      inputs: { start: '22:00', end: '06:00', startDate: '2024-06-14', zone: 'America/New_York' },
      expect: { duration: 28_800, decimalHours: 8, overnight: 'Yes: the end time is on the next day' },
      source:
        'WorkTimeKit, "How to calculate night shift hours": a shift from 10:00 PM to 6:00 AM counts forward into the next day and is 8 hours (MyShiftCalc, "Overnight shift calculator", gives the same 8.00 hours)',
    },
    {
      inputs: { start: '22:15', end: '02:45', startDate: '2024-06-14', zone: 'Europe/London' },
      expect: { duration: 16_200, hoursMinutes: '4:30', minutes: 270 },
      source:
        'WorkTimeKit, "How to calculate night shift hours", example 3: 10:15 PM to 2:45 AM with no break is 4 h 30 min of overnight time',
    },
    {
      inputs: { start: '22:00', end: '06:00', startDate: '2024-03-09', zone: 'America/New_York' },
      expect: {
        duration: 25_200,
        decimalHours: 7,
        hoursMinutes: '7:00',
        clockChange:
          'Yes: the clocks go forward (New York time), so the span is 1 hour shorter than the clock times suggest.',
      },
      source:
        'Energy Policy Act of 2005 (Public Law 109-58) §110: US daylight saving time starts at 2:00 a.m. on the second Sunday of March, 10 March 2024, when New York clocks jump from 02:00 EST (UTC−5) to 03:00 EDT (UTC−4); 22:00 EST on 9 March to 06:00 EDT on 10 March is 03:00 to 10:00 UTC = 7 h',
    },
    {
      inputs: { start: '22:00', end: '06:00', startDate: '2024-11-02', zone: 'America/New_York' },
      expect: {
        duration: 32_400,
        decimalHours: 9,
        minutes: 540,
        clockChange:
          'Yes: the clocks go back (New York time), so the span is 1 hour longer than the clock times suggest.',
      },
      source:
        'Energy Policy Act of 2005 (Public Law 109-58) §110: US daylight saving time ends at 2:00 a.m. on the first Sunday of November, 3 November 2024, when New York clocks go back from 02:00 EDT (UTC−4) to 01:00 EST (UTC−5); 22:00 EDT on 2 November to 06:00 EST on 3 November is 02:00 to 11:00 UTC = 9 h',
    },
    {
      inputs: { start: '22:00', end: '06:00', startDate: '2024-03-30', zone: 'Europe/London' },
      expect: { duration: 25_200, decimalHours: 7, hoursMinutes: '7:00' },
      source:
        'The Summer Time Order 2002 (SI 2002/262): UK summer time begins at 01:00 GMT on the last Sunday of March, 31 March 2024, when clocks go from 01:00 GMT to 02:00 BST; 22:00 GMT on 30 March to 06:00 BST (05:00 GMT) on 31 March = 7 h',
    },
  ],
});
