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
});
