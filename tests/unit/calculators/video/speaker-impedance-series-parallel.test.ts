import { describe, expect, it } from 'vitest';
import speakers from '../../../../src/calculators/video/speaker-impedance-series-parallel.ts';

type Values = Parameters<typeof speakers.compute>[0];

const fourEights: Values = { wiring: 'seriesParallel', impedances: [8, 8, 8, 8], perString: 2, volts: 20 };

describe('speaker impedance, series and parallel', () => {
  it('gives each of four 8 Ω speakers in series-parallel a quarter of the power', () => {
    const result = speakers.compute(fourEights);
    expect(result.split.map((row) => row.watts)).toEqual([12.5, 12.5, 12.5, 12.5]);
    expect(result.split.map((row) => row.string)).toEqual([1, 1, 2, 2]);
  });

  it('sends more power to the lower impedance in parallel and to the higher one in series', () => {
    const parallel = speakers.compute({ ...fourEights, wiring: 'parallel', impedances: [4, 8] });
    expect(parallel.split.map((row) => row.watts)).toEqual([100, 50]);
    const series = speakers.compute({ ...fourEights, wiring: 'series', impedances: [4, 8], volts: 24 });
    expect(series.split.map((row) => row.watts)).toEqual([16, 32]);
  });

  it('gives no power at 0 V rather than failing', () => {
    const result = speakers.compute({ ...fourEights, volts: 0 });
    expect(result.power).toBe(0);
    expect(result.total).toBe(8);
  });

  it('refuses strings that do not divide the speakers evenly, and a zero impedance', () => {
    const [uneven] = speakers.validate?.({ ...fourEights, perString: 3 }) ?? [];
    expect(uneven?.field).toBe('perString');
    expect(uneven?.message).toContain('4 speakers do not split into equal strings of 3');
    expect(speakers.validate?.({ ...fourEights, impedances: [8, 0] })[0]?.field).toBe('impedances');
    expect(speakers.validate?.({ ...fourEights, perString: 4 })).toEqual([]);
  });
});
