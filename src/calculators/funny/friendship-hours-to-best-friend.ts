import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';

/*
 * Hours together until an acquaintance becomes a friend: Hall (2019, Journal of Social and
 * Personal Relationships 36(4)) found the chance of a closer friendship tips at about 50 hours
 * together for a casual friend, about 90 for a friend and over 200 for a close friend. The weeks
 * are those hours left, at the hours a week you spend together.
 */
const FRIENDSHIP_HOURS = {
  casual: { label: 'Casual friend (about 50 hours)', hours: 50, name: 'a casual friend' },
  friend: { label: 'Friend (about 90 hours)', hours: 90, name: 'a friend' },
  close: { label: 'Close or best friend (over 200 hours)', hours: 200, name: 'a close friend' },
} as const;

type FriendshipLevel = keyof typeof FRIENDSHIP_HOURS;
const LEVELS = Object.keys(FRIENDSHIP_HOURS) as FriendshipLevel[];
const WEEK = 604_800;

export default defineCalculator({
  inputs: {
    level: select({
      label: 'What you hope they become',
      options: LEVELS.map((value) => ({ value, label: FRIENDSHIP_HOURS[value].label })),
      default: 'close',
    }),
    perWeek: number({
      label: 'Hours a week you spend together',
      help: 'Hanging out, eating, talking or playing: time you choose, not just sitting near each other at work.',
      default: 3,
      min: 0.1,
      minInclusive: true,
      max: 112,
      suffix: 'h',
      messages: {
        min: 'At least a few minutes a week is needed for a friendship to grow: enter 0.1 hours or more.',
        max: 'Over 112 hours a week leaves no time to sleep, even for best friends: enter up to 112.',
      },
    }),
    hoursSoFar: number({
      label: 'Hours you have already spent together',
      default: 0,
      min: 0,
      max: 100_000,
      suffix: 'h',
    }),
  },
  compute: ({ level, perWeek, hoursSoFar }) => {
    const hoursLeft = Math.max(0, FRIENDSHIP_HOURS[level].hours - hoursSoFar);
    const weeks = hoursLeft / perWeek;
    return {
      weeks,
      hoursLeft,
      elapsed: weeks * WEEK,
      casualWeeks: Math.max(0, FRIENDSHIP_HOURS.casual.hours - hoursSoFar) / perWeek,
      friendWeeks: Math.max(0, FRIENDSHIP_HOURS.friend.hours - hoursSoFar) / perWeek,
    };
  },
  outputs: {
    weeks: out.number({ label: 'Weeks until you get there', primary: true, decimals: 1, suffix: 'weeks' }),
    hoursLeft: out.number({ label: 'Hours together still to go', decimals: 0, suffix: 'h' }),
    elapsed: out.number({
      label: 'Or, on the calendar',
      unitFamily: 'time',
      unit: 'mo',
      units: ['wk', 'mo', 'yr'],
      digits: 3,
    }),
    casualWeeks: out.number({ label: 'Weeks to a casual friend (50 h)', decimals: 1, suffix: 'weeks' }),
    friendWeeks: out.number({ label: 'Weeks to a friend (90 h)', decimals: 1, suffix: 'weeks' }),
  },
  shareLine: ({ weeks }, { level, perWeek }) =>
    `At ${formatNumber(perWeek, { digits: 3 })} hours a week, it takes me ${formatNumber(weeks, { decimals: 1 })} weeks to make ${FRIENDSHIP_HOURS[level].name}.`,
});
