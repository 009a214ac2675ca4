import { useState, type ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import {
  STOPWATCH_RESET,
  elapsedMs,
  formatStopwatch,
  hundredths,
  lapRows,
  lapsCsv,
  recordLap,
  startStopwatch,
  stopStopwatch,
  type StopwatchState,
} from '../shared/clock/stopwatch.ts';
import { LiveTimerStyles, useRedraw, useShortcuts } from './_live.tsx';

/** The live stopwatch: start/stop, laps with splits, fastest and slowest marked, CSV copy and download. */
export default function StopwatchView({ setValue }: CalculatorViewProps): ReactNode {
  const [watch, setWatch] = useState<StopwatchState>(STOPWATCH_RESET);
  const [announcement, setAnnouncement] = useState('');
  const [copied, setCopied] = useState('');
  const running = watch.runningSince !== null;
  useRedraw(running, 30);

  // The clock is read while drawing, never counted: each draw shows the elapsed time at that instant.
  const elapsed = elapsedMs(watch, performance.now());
  const splits = watch.splits.map(hundredths);
  const rows = lapRows(splits);
  const currentLap = hundredths(elapsed) - (splits.at(-1) ?? 0);

  const toggle = () => {
    const now = performance.now();
    if (running) {
      const stopped = stopStopwatch(watch, now);
      setWatch(stopped);
      setAnnouncement(`Stopped at ${formatStopwatch(hundredths(elapsedMs(stopped, now)))}.`);
    } else {
      setWatch(startStopwatch(watch, now));
      setAnnouncement('Started.');
    }
  };
  const lap = () => {
    if (!running) return;
    const next = recordLap(watch, performance.now());
    const row = lapRows(next.splits.map(hundredths)).at(-1);
    setWatch(next);
    if (row) {
      setAnnouncement(`Lap ${row.lap}: ${formatStopwatch(row.lapTime)}, split ${formatStopwatch(row.split)}.`);
    }
  };
  const reset = () => {
    setWatch(STOPWATCH_RESET);
    setCopied('');
    setAnnouncement('Reset.');
  };
  useShortcuts({ Space: toggle, l: lap, r: reset });

  const copy = () => {
    navigator.clipboard
      .writeText(lapsCsv(watch.splits))
      .then(() => {
        setCopied('Laps copied as CSV.');
      })
      .catch(() => {
        setCopied('Copying is blocked here; use Download laps as CSV.');
      });
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([lapsCsv(watch.splits)], { type: 'text/csv;charset=utf-8' }));
    link.download = 'stopwatch-laps.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const analyse = () => {
    setValue('kind', 'splits');
    setValue('times', splits.map((split) => (split / 100).toFixed(2)).join(', '));
    document.getElementById('calc-times')?.focus();
  };

  return (
    <div className="live-timer" data-live="stopwatch">
      <LiveTimerStyles />
      <p className="live-timer__face" role="timer" aria-label="Elapsed time">
        {formatStopwatch(hundredths(elapsed))}
      </p>
      {rows.length > 0 ? (
        <p className="live-timer__note">
          Lap {rows.length + 1}: {formatStopwatch(currentLap)}
        </p>
      ) : null}
      <div className="live-timer__controls">
        <button type="button" className="btn btn--calculate" onClick={toggle} aria-keyshortcuts="Space">
          {running ? 'Stop' : 'Start'}
        </button>
        <button type="button" className="btn btn--outline" onClick={lap} disabled={!running} aria-keyshortcuts="L">
          Lap
        </button>
        {running || elapsed > 0 ? (
          <button type="button" className="btn btn--outline" onClick={reset} aria-keyshortcuts="R">
            Reset stopwatch
          </button>
        ) : null}
      </div>
      <p className="live-timer__hint">Keyboard: Space starts and stops, L records a lap, R resets.</p>
      {rows.length > 0 ? (
        <div className="calc-table live-timer__laps">
          <div className="calc-table__scroll">
            <table>
              <caption>Laps, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Lap</th>
                  <th scope="col">Lap time</th>
                  <th scope="col">Split</th>
                  <th scope="col">Note</th>
                </tr>
              </thead>
              <tbody>
                {rows.toReversed().map((row) => (
                  <tr key={row.lap}>
                    <td>{row.lap}</td>
                    <td>{formatStopwatch(row.lapTime)}</td>
                    <td>{formatStopwatch(row.split)}</td>
                    <td>{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="live-timer__controls">
            <button type="button" className="btn btn--outline btn--sm" onClick={copy}>
              Copy laps as CSV
            </button>
            <button type="button" className="btn btn--outline btn--sm" onClick={download}>
              Download laps as CSV
            </button>
            <button type="button" className="btn btn--outline btn--sm" onClick={analyse}>
              Analyse in the calculator below
            </button>
            <span role="status">{copied}</span>
          </div>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
