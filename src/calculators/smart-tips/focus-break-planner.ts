import { defineCalculator, duration, durationIn, integer, out, time } from '../../engine/index.ts';
import { clockFaceWithDay, clockMinutes } from '../shared/clock/minute-clock-face.ts';

interface Block {
  activity: string;
  start: number;
  minutes: number;
}

/**
 * The day as alternating blocks: focus sessions of the chosen length (the last one takes whatever
 * focus time is left), a short break after each, and a long break instead after every n-th
 * session. Nothing follows the last session.
 */
function planBlocks(start: number, total: number, focus: number, short: number, long: number, every: number): Block[] {
  const blocks: Block[] = [];
  const sessions = Math.ceil(total / focus);
  let clock = start;
  for (let session = 1; session <= sessions; session += 1) {
    const minutes = Math.min(focus, total - (session - 1) * focus);
    blocks.push({ activity: `Focus session ${session}`, start: clock, minutes });
    clock += minutes;
    if (session === sessions) break;
    const isLong = session % every === 0;
    const rest = isLong ? long : short;
    blocks.push({ activity: isLong ? 'Long break' : 'Short break', start: clock, minutes: rest });
    clock += rest;
  }
  return blocks;
}

export default defineCalculator({
  inputs: {
    startTime: time({ label: 'Start time', default: '09:00' }),
    totalFocus: duration({
      label: 'Total focus time to plan',
      help: 'The working time itself, without the breaks.',
      default: { value: 4, unit: 'hour' },
      units: ['hour', 'minute'],
      min: { value: 5, unit: 'minute' },
      max: { value: 16, unit: 'hour' },
    }),
    focusLength: integer({ label: 'Focus session length', default: 25, min: 5, max: 180, suffix: 'minutes' }),
    shortBreak: integer({ label: 'Short break', default: 5, min: 1, max: 60, suffix: 'minutes' }),
    longBreak: integer({ label: 'Long break', default: 15, min: 1, max: 120, suffix: 'minutes' }),
    sessionsBeforeLongBreak: integer({
      label: 'Focus sessions before a long break',
      default: 4,
      min: 1,
      max: 12,
      suffix: 'sessions',
    }),
  },
  outputs: {
    finish: out.text({ label: 'You finish at', primary: true }),
    sessions: out.integer({ label: 'Focus sessions', suffix: 'sessions' }),
    longBreaks: out.integer({ label: 'Long breaks', suffix: 'breaks' }),
    breakTime: out.duration({ label: 'Time on breaks', smallest: 'minute' }),
    elapsed: out.duration({ label: 'From start to finish', smallest: 'minute' }),
    schedule: out.table({
      label: 'Schedule',
      previewRows: 16,
      columns: [
        { key: 'activity', label: 'Activity', kind: 'text' },
        { key: 'start', label: 'Start', kind: 'text' },
        { key: 'end', label: 'End', kind: 'text' },
        { key: 'minutes', label: 'Minutes', kind: 'integer' },
      ],
    }),
  },
  validate: ({ totalFocus }) => {
    const minutes = durationIn(totalFocus, 'minute');
    return Math.abs(minutes - Math.round(minutes)) > 1e-6
      ? [{ field: 'totalFocus', message: 'Use a whole number of minutes.' }]
      : [];
  },
  compute: ({ startTime, totalFocus, focusLength, shortBreak, longBreak, sessionsBeforeLongBreak }) => {
    const start = clockMinutes(startTime);
    const total = Math.round(durationIn(totalFocus, 'minute'));
    const blocks = planBlocks(start, total, focusLength, shortBreak, longBreak, sessionsBeforeLongBreak);
    const breaks = blocks.filter((block) => !block.activity.startsWith('Focus'));
    const end = start + blocks.reduce((sum, block) => sum + block.minutes, 0);
    return {
      finish: clockFaceWithDay(end),
      sessions: blocks.length - breaks.length,
      longBreaks: breaks.filter((block) => block.activity === 'Long break').length,
      breakTime: breaks.reduce((sum, block) => sum + block.minutes, 0) * 60,
      elapsed: (end - start) * 60,
      schedule: blocks.map((block) => ({
        activity: block.activity,
        start: clockFaceWithDay(block.start),
        end: clockFaceWithDay(block.start + block.minutes),
        minutes: block.minutes,
      })),
    };
  },
  examples: [
    {
      inputs: { startTime: '09:00', totalFocus: { value: 100, unit: 'minute' } },
      expect: { finish: '10:55', sessions: 4, longBreaks: 0, breakTime: 900, elapsed: 6900 },
      source:
        'Francesco Cirillo, The Pomodoro Technique: work in 25-minute pomodoros with a 3–5 minute break after each, and a longer 15–30 minute break after every four. Worked by hand: 4 × 25 min + 3 × 5 min = 1 h 55 min, so 09:00 → 10:55',
    },
    {
      inputs: { startTime: '09:00', totalFocus: { value: 200, unit: 'minute' }, longBreak: 30 },
      expect: { finish: '13:20', sessions: 8, longBreaks: 1, breakTime: 3600, elapsed: 15_600 },
      source:
        "Cirillo's Pomodoro Technique (long break of 15–30 minutes after four pomodoros), worked by hand: 8 × 25 min + 6 × 5 min + 1 × 30 min = 4 h 20 min, so 09:00 → 13:20",
    },
    {
      inputs: { startTime: '14:00', totalFocus: { value: 1, unit: 'hour' } },
      expect: { finish: '15:10', sessions: 3, breakTime: 600, elapsed: 4200 },
      source:
        'Edge case, a last session shorter than the rest, worked by hand: 60 min = 25 + 25 + 10 min of focus with 2 × 5 min breaks = 70 min, so 14:00 → 15:10',
    },
    {
      inputs: { startTime: '23:00', totalFocus: { value: 100, unit: 'minute' } },
      expect: { finish: '00:55 (next day)', elapsed: 6900 },
      source:
        'Edge case across midnight, the first example worked by hand from 23:00: 23:00 + 1 h 55 min = 00:55 the next day',
    },
  ],
});
