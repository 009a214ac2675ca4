import { defineCalculator, numberList, out, radio } from '../../engine/index.ts';
import { fastestAndSlowest, lapRows, lapsFromSplits, splitsFromLaps } from '../shared/clock/stopwatch.ts';

/** 100 days in seconds: far beyond any stopwatch session, small enough to stay exact. */
const LONGEST = 8_640_000;

export default defineCalculator({
  inputs: {
    kind: radio({
      label: 'The times are',
      options: [
        { value: 'laps', label: 'Lap times (each lap on its own)' },
        { value: 'splits', label: 'Split times (running totals)' },
      ],
      default: 'laps',
    }),
    times: numberList({
      label: 'Times in seconds',
      help: 'Separated by commas or spaces, e.g. 57.5, 60.7. The defaults are Roger Bannister’s four laps of 1954.',
      default: [57.5, 60.7, 62.3, 58.9],
      minCount: 1,
      maxCount: 500,
    }),
  },
  outputs: {
    total: out.duration({ label: 'Total time', primary: true }),
    laps: out.integer({ label: 'Laps', suffix: 'laps' }),
    fastestLap: out.integer({ label: 'Fastest lap (number)' }),
    fastestTime: out.duration({ label: 'Fastest lap time' }),
    slowestLap: out.integer({ label: 'Slowest lap (number)' }),
    slowestTime: out.duration({ label: 'Slowest lap time' }),
    average: out.duration({ label: 'Average lap time' }),
    spread: out.duration({ label: 'Slowest minus fastest lap' }),
    table: out.table({
      label: 'Laps and splits',
      columns: [
        { key: 'lap', label: 'Lap', kind: 'integer' },
        { key: 'lapTime', label: 'Lap time (s)', kind: 'number' },
        { key: 'split', label: 'Split (s)', kind: 'number' },
        { key: 'note', label: 'Note', kind: 'text' },
      ],
    }),
  },
  validate: ({ kind, times }) => {
    if (times.some((time) => time < 0 || (kind === 'laps' && time === 0))) {
      return [{ field: 'times', message: 'Enter times above 0 seconds.' }];
    }
    if (times.some((time) => time > LONGEST)) {
      return [{ field: 'times', message: `Enter times up to ${LONGEST.toLocaleString('en-US')} seconds (100 days).` }];
    }
    if (kind === 'splits' && times.some((time, index) => time <= (index === 0 ? 0 : (times[index - 1] ?? 0)))) {
      return [{ field: 'times', message: 'Split times are running totals: each must be above the one before.' }];
    }
    return [];
  },
  compute: ({ kind, times }) => {
    const splits = kind === 'splits' ? times : splitsFromLaps(times);
    const laps = lapsFromSplits(splits);
    const { fastest, slowest } = fastestAndSlowest(laps);
    const total = splits.at(-1) ?? 0;
    return {
      total,
      laps: laps.length,
      fastestLap: fastest + 1,
      fastestTime: laps[fastest] ?? 0,
      slowestLap: slowest + 1,
      slowestTime: laps[slowest] ?? 0,
      average: laps.length > 0 ? total / laps.length : 0,
      spread: (laps[slowest] ?? 0) - (laps[fastest] ?? 0),
      table: lapRows(splits).map((row) => ({ ...row })),
    };
  },
  examples: [
    {
      inputs: { kind: 'laps', times: [57.5, 60.7, 62.3, 58.9] },
      expect: { total: 239.4, laps: 4, fastestLap: 1, fastestTime: 57.5, slowestLap: 3, slowestTime: 62.3 },
      tolerance: 1e-9,
      source:
        'Roger Bannister’s first sub-four-minute mile, Oxford, 6 May 1954 (Associated Press, “Roger Bannister, first to ' +
        'run a mile in under 4 minutes, dies”, 2018): laps of 57.5, 60.7, 62.3 and 58.9 s, 1:58.2 at halfway, ' +
        'finishing in 3:59.4 (239.4 s)',
    },
    {
      inputs: { kind: 'splits', times: [3591, 7269] },
      expect: { total: 7269, laps: 2, fastestLap: 1, fastestTime: 3591, slowestLap: 2, slowestTime: 3678, spread: 87 },
      source:
        'Eliud Kipchoge’s marathon world record, Berlin, 25 September 2022 (race reports, e.g. Informer East Africa, ' +
        '“Kipchoge wins Berlin Marathon setting a new world record 2:01:09”): halfway in 59:51 (3591 s), finish ' +
        '2:01:09 (7269 s), second half 61:18 (3678 s)',
    },
    {
      inputs: { kind: 'splits', times: [9.58] },
      expect: { total: 9.58, laps: 1, fastestLap: 1, slowestLap: 1, fastestTime: 9.58, average: 9.58, spread: 0 },
      source:
        'Edge case, one lap: Usain Bolt’s 100 m world record of 9.58 s, Berlin, 16 August 2009 (World Athletics ' +
        'record list); a single split is the only lap, so it is both the fastest and the slowest',
    },
  ],
});
