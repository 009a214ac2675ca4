/*
 * Stopwatch arithmetic shared by the split-times calculator and the live stopwatch. Elapsed
 * time is always a difference of timestamps (each run's start and stop), never counted tick
 * by tick, so a hidden or throttled tab loses nothing.
 */
export interface StopwatchState {
  /** The timestamp (performance.now()) the current run started at; null while stopped. */
  runningSince: number | null;
  /** Milliseconds measured by the runs before this one. */
  banked: number;
  /** The elapsed milliseconds at each lap press: running totals, or splits. */
  splits: readonly number[];
}

export const STOPWATCH_RESET: StopwatchState = { runningSince: null, banked: 0, splits: [] };

/** Milliseconds on the stopwatch at `now`. */
export function elapsedMs(state: StopwatchState, now: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return state.banked + running;
}

export function startStopwatch(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? { ...state, runningSince: now } : state;
}

export function stopStopwatch(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? state : { ...state, banked: elapsedMs(state, now), runningSince: null };
}

/** Records the running total as a split; only a running stopwatch takes laps. */
export function recordLap(state: StopwatchState, now: number): StopwatchState {
  return state.runningSince === null ? state : { ...state, splits: [...state.splits, elapsedMs(state, now)] };
}

/** Each lap's duration from the running totals: lap n = split n − split n−1. */
export function lapsFromSplits(splits: readonly number[]): number[] {
  return splits.map((split, index) => split - (index === 0 ? 0 : (splits[index - 1] ?? 0)));
}

/** Running totals from lap durations. */
export function splitsFromLaps(laps: readonly number[]): number[] {
  let total = 0;
  return laps.map((lap) => (total += lap));
}

/** Rounds away float noise (0.1 + 0.2) so equal laps compare equal; a microsecond is far below any stopwatch. */
const settle = (value: number) => Math.round(value * 1e6) / 1e6;

/** Index of the first fastest and first slowest lap (−1 for no laps). */
export function fastestAndSlowest(laps: readonly number[]): { fastest: number; slowest: number } {
  let fastest = -1;
  let slowest = -1;
  laps.forEach((lap, index) => {
    if (fastest < 0 || settle(lap) < settle(laps[fastest] ?? 0)) fastest = index;
    if (slowest < 0 || settle(lap) > settle(laps[slowest] ?? 0)) slowest = index;
  });
  return { fastest, slowest };
}

export interface LapRow {
  lap: number;
  lapTime: number;
  split: number;
  /** "Fastest", "Slowest" or empty: marked only when there are laps of different lengths. */
  note: string;
}

/** One row per lap, in the unit of the splits, with every fastest and slowest lap marked. */
export function lapRows(splits: readonly number[]): LapRow[] {
  const laps = lapsFromSplits(splits);
  const { fastest, slowest } = fastestAndSlowest(laps);
  const best = settle(laps[fastest] ?? 0);
  const worst = settle(laps[slowest] ?? 0);
  const marked = laps.length > 1 && best !== worst;
  return laps.map((lapTime, index) => ({
    lap: index + 1,
    lapTime,
    split: splits[index] ?? 0,
    note: !marked ? '' : settle(lapTime) === best ? 'Fastest' : settle(lapTime) === worst ? 'Slowest' : '',
  }));
}

/** Whole hundredths of a second, the resolution a stopwatch shows (rounded down, as stopwatches do). */
export function hundredths(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 10 + 1e-9) : 0;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A stopwatch face from hundredths of a second: "0:57.50", "12:03.07", "1:02:03.45". */
export function formatStopwatch(totalHundredths: number): string {
  const whole = Number.isFinite(totalHundredths) && totalHundredths > 0 ? Math.floor(totalHundredths) : 0;
  const seconds = Math.floor(whole / 100);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${two(seconds % 60)}.${two(whole % 100)}`;
  return hours > 0 ? `${hours}:${two(minutes)}:${clock}` : `${minutes}:${clock}`;
}

/** The CSV columns: clock faces for people, seconds for spreadsheets. */
const CSV_HEADER = 'Lap,Lap time,Split,Lap time (s),Split (s),Note';

/**
 * The laps as CSV text. Splits are cut to hundredths first and laps taken from those, so the laps
 * always add up to the splits shown. Every cell is a number, a clock face or one word, so none
 * needs RFC 4180 quoting; the engine's CSV writer is not imported because sharing it with this
 * lazily loaded code would split it out of the island onto every calculator page.
 */
export function lapsCsv(splitsMs: readonly number[]): string {
  const lines = lapRows(splitsMs.map(hundredths)).map((row) =>
    [
      row.lap,
      formatStopwatch(row.lapTime),
      formatStopwatch(row.split),
      (row.lapTime / 100).toFixed(2),
      (row.split / 100).toFixed(2),
      row.note,
    ].join(','),
  );
  return [CSV_HEADER, ...lines].map((line) => `${line}\r\n`).join('');
}
