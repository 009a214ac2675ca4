import { describe, expect, it } from 'vitest';
import {
  STOPWATCH_RESET,
  elapsedMs,
  formatStopwatch,
  hundredths,
  lapRows,
  lapsCsv,
  lapsFromSplits,
  recordLap,
  splitsFromLaps,
  startStopwatch,
  stopStopwatch,
} from '../../../../../src/calculators/shared/clock/stopwatch.ts';

describe('stopwatch-split-times: a stopwatch driven by timestamps', () => {
  it('reads elapsed time from its start, whatever happened between draws', () => {
    const running = startStopwatch(STOPWATCH_RESET, 5_000);
    expect(elapsedMs(running, 5_000)).toBe(0);
    expect(elapsedMs(running, 5_000 + 180_000)).toBe(180_000);
  });

  it('banks each run when stopped and carries on from it when started again', () => {
    let state = startStopwatch(STOPWATCH_RESET, 1_000);
    state = stopStopwatch(state, 4_000);
    expect(elapsedMs(state, 999_999)).toBe(3_000);
    state = startStopwatch(state, 10_000);
    expect(elapsedMs(state, 12_500)).toBe(5_500);
  });

  it('records splits as running totals, and only while running', () => {
    let state = startStopwatch(STOPWATCH_RESET, 0);
    state = recordLap(state, 57_500);
    state = recordLap(state, 118_200);
    expect(state.splits).toEqual([57_500, 118_200]);
    const stopped = stopStopwatch(state, 120_000);
    expect(recordLap(stopped, 130_000)).toBe(stopped);
  });
});

describe('stopwatch-split-times: lap and split arithmetic', () => {
  it('turns splits into laps and back', () => {
    expect(lapsFromSplits([575, 1182, 1805, 2394])).toEqual([575, 607, 623, 589]);
    expect(splitsFromLaps([575, 607, 623, 589])).toEqual([575, 1182, 1805, 2394]);
    expect(lapsFromSplits([])).toEqual([]);
  });

  it('marks the fastest and slowest laps, every one of them when tied', () => {
    const rows = lapRows([575, 1182, 1805, 2394]);
    expect(rows.map((row) => row.note)).toEqual(['Fastest', '', 'Slowest', '']);
    expect(rows[2]).toEqual({ lap: 3, lapTime: 623, split: 1805, note: 'Slowest' });
    expect(lapRows([10, 30, 40, 60]).map((row) => row.note)).toEqual(['Fastest', 'Slowest', 'Fastest', 'Slowest']);
  });

  it('marks nothing when there is one lap or all laps are equal (float noise included)', () => {
    expect(lapRows([9.58]).map((row) => row.note)).toEqual(['']);
    expect(lapRows([0.1, 0.2, 0.30000000000000004]).map((row) => row.note)).toEqual(['', '', '']);
  });
});

describe('stopwatch-split-times: the stopwatch face and CSV', () => {
  it('cuts to hundredths rather than rounding up, as stopwatches do', () => {
    expect(hundredths(57_509.9)).toBe(5750);
    expect(hundredths(0)).toBe(0);
    expect(hundredths(-10)).toBe(0);
  });

  it('shows m:ss.cc, and hours once there are any', () => {
    expect(formatStopwatch(0)).toBe('0:00.00');
    expect(formatStopwatch(5750)).toBe('0:57.50');
    expect(formatStopwatch(23_940)).toBe('3:59.40');
    expect(formatStopwatch(726_900)).toBe('2:01:09.00');
  });

  it('writes a header and one line per lap, with laps that add up to the splits', () => {
    expect(lapsCsv([57_500, 118_200, 180_509, 239_400])).toBe(
      'Lap,Lap time,Split,Lap time (s),Split (s),Note\r\n' +
        '1,0:57.50,0:57.50,57.50,57.50,Fastest\r\n' +
        '2,1:00.70,1:58.20,60.70,118.20,\r\n' +
        '3,1:02.30,3:00.50,62.30,180.50,Slowest\r\n' +
        '4,0:58.90,3:59.40,58.90,239.40,\r\n',
    );
    expect(lapsCsv([])).toBe('Lap,Lap time,Split,Lap time (s),Split (s),Note\r\n');
  });
});
