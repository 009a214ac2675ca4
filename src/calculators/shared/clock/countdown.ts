/*
 * Countdown arithmetic shared by the countdown timer's calculator and its live view. Every
 * reading is derived from two timestamps (the end and "now"), never from counted ticks, so a
 * tab that was hidden or throttled shows the right time the moment it draws again.
 */
import { canonicalZone, parseWallTime, resolveWallTime, type WallReading } from './time-zones.ts';

/** Milliseconds from `now` until `end`, never below zero. */
export function remainingMs(end: number, now: number): number {
  const left = end - now;
  return Number.isFinite(left) && left > 0 ? left : 0;
}

/**
 * The whole seconds a countdown shows: rounded up, so a 5-minute timer reads 5:00 when it
 * starts and 0:00 only when the time is really up.
 */
export function secondsShown(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds as days, hours, minutes and seconds. */
export function countdownParts(totalSeconds: number): CountdownParts {
  const rest = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  return {
    days: Math.floor(rest / 86_400),
    hours: Math.floor((rest % 86_400) / 3600),
    minutes: Math.floor((rest % 3600) / 60),
    seconds: rest % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** "4:59", "1:02:03" or "3 d 01:02:03", as a countdown face and in the tab title. */
export function formatCountdown(totalSeconds: number): string {
  const { days, hours, minutes, seconds } = countdownParts(totalSeconds);
  if (days > 0) return `${days} d ${two(hours)}:${two(minutes)}:${two(seconds)}`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(seconds)}`;
  return `${minutes}:${two(seconds)}`;
}

/**
 * A target typed as a date ('YYYY-MM-DD') and a clock time ('HH:MM[:SS]') in an IANA zone,
 * placed on the timeline. A time the clocks skip (spring forward) is read the way calendar
 * apps do, after the change; a time that happens twice (fall back) counts to the first.
 */
export function countdownTarget(date: string, time: string, zone: string): WallReading | undefined {
  const wall = parseWallTime(`${date}T${time}`);
  return wall ? resolveWallTime(wall, canonicalZone(zone)) : undefined;
}

/** A countdown timer for a set duration: ready, running to an end instant, paused, or done. */
export type TimerState =
  { phase: 'ready' } | { phase: 'running'; endsAt: number } | { phase: 'paused'; leftMs: number } | { phase: 'done' };

export const TIMER_READY: TimerState = { phase: 'ready' };

/** Milliseconds a timer has left at `now`; a ready timer has its whole duration. */
export function timerLeft(state: TimerState, durationMs: number, now: number): number {
  switch (state.phase) {
    case 'ready':
      return durationMs;
    case 'running':
      return remainingMs(state.endsAt, now);
    case 'paused':
      return state.leftMs;
    case 'done':
      return 0;
  }
}

/** Starts a ready timer or resumes a paused one: the end is fixed as a timestamp. */
export function startTimer(state: TimerState, durationMs: number, now: number): TimerState {
  if (state.phase === 'running' || state.phase === 'done') return state;
  const left = state.phase === 'paused' ? state.leftMs : durationMs;
  return left > 0 ? { phase: 'running', endsAt: now + left } : { phase: 'done' };
}

/** Pauses a running timer, keeping what it had left; one already at zero is done. */
export function pauseTimer(state: TimerState, now: number): TimerState {
  if (state.phase !== 'running') return state;
  const left = remainingMs(state.endsAt, now);
  return left > 0 ? { phase: 'paused', leftMs: left } : { phase: 'done' };
}

/** A running timer whose end has passed is done; anything else is unchanged. */
export function settleTimer(state: TimerState, now: number): TimerState {
  return state.phase === 'running' && remainingMs(state.endsAt, now) === 0 ? { phase: 'done' } : state;
}
