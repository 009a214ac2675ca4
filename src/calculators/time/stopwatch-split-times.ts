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
});
