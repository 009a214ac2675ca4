import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { durationIn, type Duration } from '../../engine/index.ts';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import {
  TIMER_READY,
  countdownParts,
  countdownTarget,
  formatCountdown,
  pauseTimer,
  remainingMs,
  secondsShown,
  settleTimer,
  startTimer,
  timerLeft,
  type TimerState,
} from '../shared/clock/countdown.ts';
import { formatClock, formatUtcOffset, zonedTime } from '../shared/clock/time-zones.ts';
import { longDateWithWeekday } from '../shared/calendar/dates.ts';
import { LiveTimerStyles, beep, unlockSound, useRedraw, useShortcuts, useTitlePrefix } from './_live.tsx';

const UNIT_NAMES = ['days', 'hours', 'minutes', 'seconds'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Fires `ring` once when a countdown to the same end reaches zero (not when the end is moved into the past). */
function useZeroAlarm(end: number | undefined, counting: boolean, ring: () => void): void {
  const previous = useRef<{ end: number | undefined; counting: boolean } | null>(null);
  useEffect(() => {
    const before = previous.current;
    if (before && before.end === end && before.counting && !counting) ring();
    previous.current = { end, counting };
  }, [end, counting, ring]);
}

/** The live countdown: to the target date and time, or a start/pause/resume timer for the set length. */
export default function CountdownView({ raw, defaults, values }: CalculatorViewProps): ReactNode {
  const mode = values['mode'] === 'timer' ? 'timer' : 'date';
  const zone = text(values['zone']);
  const date = text(values['targetDate']);
  const time = text(values['targetTime']);
  const target = mode === 'date' && zone && date && time ? countdownTarget(date, time, zone) : undefined;
  const length = values['length'] as Duration | undefined;
  const lengthMs = length ? durationIn(length, 'second') * 1000 : 0;

  const [timer, setTimer] = useState<TimerState>(TIMER_READY);
  const [sound, setSound] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  /** The end that was reached while the page was open (an end already past on arrival only says so). */
  const [reached, setReached] = useState<number | null>(null);

  // The clock is read while drawing, never counted: each draw shows the time left at that instant.
  const now = Date.now();
  const left = mode === 'timer' ? timerLeft(timer, lengthMs, now) : target ? remainingMs(target.instant, now) : 0;
  const shown = secondsShown(left);
  const running = mode === 'date' ? target !== undefined && left > 0 : timer.phase === 'running';
  useRedraw(running, 200);

  const end = mode === 'date' ? target?.instant : timer.phase === 'running' ? timer.endsAt : undefined;
  const ring = useCallback(() => {
    setReached(end ?? Date.now());
    if (sound) beep();
  }, [end, sound]);

  // Date mode rings when the target arrives while the page is open.
  useZeroAlarm(target?.instant, mode === 'date' && left > 0, ring);
  // Timer mode: a single timeout for the end (not chained, so background tabs fire it on time),
  // and a check on every draw in case the timeout came early.
  useEffect(() => {
    if (timer.phase !== 'running') return undefined;
    const id = window.setTimeout(
      () => {
        setTimer((current) => settleTimer(current, Date.now()));
      },
      remainingMs(timer.endsAt, Date.now()) + 20,
    );
    return () => {
      window.clearTimeout(id);
    };
  }, [timer]);
  const due = timer.phase === 'running' && left === 0;
  useEffect(() => {
    if (due) setTimer((current) => settleTimer(current, Date.now()));
  }, [due]);
  const phase = timer.phase;
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === 'running' && phase === 'done') ring();
    lastPhase.current = phase;
  }, [phase, ring]);
  // A timer belongs to timer mode; switching to a date starts afresh.
  useEffect(() => {
    if (mode !== 'timer') setTimer(TIMER_READY);
  }, [mode]);

  const chosenByVisitor =
    raw.values['targetDate'] !== defaults.values['targetDate'] ||
    raw.values['targetTime'] !== defaults.values['targetTime'];
  const title =
    mode === 'timer'
      ? timer.phase === 'running'
        ? formatCountdown(shown)
        : timer.phase === 'done'
          ? 'Time’s up'
          : null
      : running && chosenByVisitor
        ? formatCountdown(shown)
        : null;
  useTitlePrefix(title);

  const toggle = () => {
    if (mode !== 'timer' || lengthMs <= 0) return;
    const at = Date.now();
    if (timer.phase === 'running') {
      const paused = pauseTimer(timer, at);
      setTimer(paused);
      setAnnouncement(`Paused with ${formatCountdown(secondsShown(timerLeft(paused, lengthMs, at)))} left.`);
      return;
    }
    unlockSound();
    const from = timer.phase === 'done' ? TIMER_READY : timer;
    setTimer(startTimer(from, lengthMs, at));
    setAnnouncement(from.phase === 'paused' ? 'Resumed.' : 'Started.');
  };
  const reset = () => {
    if (mode !== 'timer') return;
    setTimer(TIMER_READY);
    setAnnouncement('Reset.');
  };
  // Only the timer has controls; in date mode Space scrolls the page as usual.
  useShortcuts(mode === 'timer' ? { Space: toggle, r: reset } : {});

  const done = mode === 'timer' ? timer.phase === 'done' : target !== undefined && target.instant === reached;
  const targetClock = target ? zonedTime(zone ?? 'UTC', target.instant) : undefined;
  const parts = countdownParts(shown);

  return (
    <div className={done ? 'live-timer live-timer--done' : 'live-timer'} data-live="countdown">
      <LiveTimerStyles />
      {mode === 'date' ? (
        <>
          <p className="live-timer__units" role="timer" aria-label="Time left" data-remaining={shown}>
            {UNIT_NAMES.map((unit) => (
              <span key={unit} className="live-timer__unit">
                <span>{String(parts[unit]).padStart(unit === 'days' ? 1 : 2, '0')}</span>
                <span>{parts[unit] === 1 ? unit.slice(0, -1) : unit}</span>
              </span>
            ))}
          </p>
          <p className="live-timer__note">
            {targetClock
              ? `${left > 0 ? 'until' : done ? 'Reached:' : 'That moment has passed:'} ${longDateWithWeekday(targetClock)}, ` +
                `${formatClock(targetClock, true)} (${formatUtcOffset(targetClock.offsetSeconds)})`
              : 'Enter a target date and time below.'}
          </p>
        </>
      ) : (
        <>
          <p className="live-timer__face" role="timer" aria-label="Time left" data-remaining={shown}>
            {formatCountdown(shown)}
          </p>
          <div className="live-timer__controls">
            <button
              type="button"
              className="btn btn--calculate"
              onClick={toggle}
              disabled={lengthMs <= 0}
              aria-keyshortcuts="Space"
            >
              {timer.phase === 'running'
                ? 'Pause'
                : timer.phase === 'paused'
                  ? 'Resume'
                  : timer.phase === 'done'
                    ? 'Start again'
                    : 'Start'}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              onClick={reset}
              disabled={timer.phase === 'ready'}
              aria-keyshortcuts="R"
            >
              Reset timer
            </button>
            <label className="calc-field__choice">
              <input
                type="checkbox"
                checked={sound}
                onChange={(event) => {
                  if (event.target.checked) unlockSound();
                  setSound(event.target.checked);
                }}
              />
              Sound at zero
            </label>
          </div>
          <p className="live-timer__hint">Keyboard: Space starts, pauses and resumes; R resets.</p>
        </>
      )}
      {done ? (
        <p className="live-timer__alert" role="alert">
          Time’s up!
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
