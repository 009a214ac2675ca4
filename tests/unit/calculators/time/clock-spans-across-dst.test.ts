import { describe, expect, it } from 'vitest';
import daysBetweenDates from '../../../../src/calculators/time/days-between-dates.ts';
import timeCard from '../../../../src/calculators/time/time-card-hours-worked.ts';
import timeDuration from '../../../../src/calculators/time/time-duration-between-times.ts';
import { clockSpan, parseClock, realClockSpan } from '../../../../src/calculators/shared/clock/time-of-day-spans.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import type { CalculatorDefinition, InputSpec, OutputSpec } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every input kind loaded, as when the build renders a page (an island loads only its own).
import '../../../../src/engine/kinds/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const HOUR = 3600;

/** Runs a calculator on its defaults with some fields typed in. */
function run<I extends Record<string, InputSpec>, O extends Record<string, OutputSpec>>(
  definition: CalculatorDefinition<I, O>,
  values: Record<string, string>,
) {
  const state = defaultState(definition.inputs, context);
  Object.assign(state.values, values);
  return evaluate(definition, state, context);
}

function outputs<I extends Record<string, InputSpec>, O extends Record<string, OutputSpec>>(
  definition: CalculatorDefinition<I, O>,
  values: Record<string, string>,
) {
  const result = run(definition, values);
  if (result.status !== 'ok') throw new Error(JSON.stringify(result));
  return result.outputs;
}

describe('realClockSpan: clock times on a date, through real instants', () => {
  it('agrees with clock-face arithmetic when the clocks do not change', () => {
    for (const [start, end] of [
      ['09:00', '17:30'],
      ['22:00', '06:00'],
      ['23:45', '00:15'],
      ['12:00', '12:00'],
    ] as const) {
      const span = realClockSpan('2024-06-14', start, end, 'America/New_York');
      expect(span?.seconds).toBe(clockSpan(parseClock(start), parseClock(end)));
      expect(span?.clockSeconds).toBe(span?.seconds);
    }
  });

  it('is an hour shorter across a spring-forward night and an hour longer across a fall-back night', () => {
    expect(realClockSpan('2024-03-09', '22:00', '06:00', 'America/New_York')?.seconds).toBe(7 * HOUR);
    expect(realClockSpan('2024-11-02', '22:00', '06:00', 'America/New_York')?.seconds).toBe(9 * HOUR);
    expect(realClockSpan('2024-03-30', '22:00', '06:00', 'Europe/London')?.seconds).toBe(7 * HOUR);
    expect(realClockSpan('2024-10-26', '22:00', '06:00', 'Europe/London')?.seconds).toBe(9 * HOUR);
    // Southern hemisphere: Sydney goes back on the first Sunday of April (7 April 2024).
    expect(realClockSpan('2024-04-06', '22:00', '06:00', 'Australia/Sydney')?.seconds).toBe(9 * HOUR);
    // A change of 30 minutes (Lord Howe Island, first Sunday of October 2024).
    expect(realClockSpan('2024-10-05', '22:00', '06:00', 'Australia/Lord_Howe')?.seconds).toBe(7.5 * HOUR);
  });

  it('is unaffected on the day shifts that end before the change, or start after it', () => {
    expect(realClockSpan('2024-03-09', '09:00', '17:00', 'America/New_York')?.seconds).toBe(8 * HOUR);
    expect(realClockSpan('2024-03-10', '09:00', '17:00', 'America/New_York')?.seconds).toBe(8 * HOUR);
    expect(realClockSpan('2024-03-09', '22:00', '01:30', 'America/New_York')?.seconds).toBe(3.5 * HOUR);
  });

  it('reads a skipped time as the moment after the change, and a repeated time as its first pass', () => {
    const skipped = realClockSpan('2024-03-10', '00:00', '02:30', 'America/New_York');
    expect(skipped?.end.kind).toBe('gap');
    expect(skipped?.seconds).toBe(2.5 * HOUR);
    const repeated = realClockSpan('2024-11-03', '00:00', '01:30', 'America/New_York');
    expect(repeated?.end.kind).toBe('overlap');
    expect(repeated?.seconds).toBe(1.5 * HOUR);
    // From the first 01:30 (EDT) to 02:00 (EST) is 1 h 30 min.
    expect(realClockSpan('2024-11-03', '01:30', '02:00', 'America/New_York')?.seconds).toBe(1.5 * HOUR);
  });

  it('crosses month and year ends', () => {
    expect(realClockSpan('2024-12-31', '23:00', '01:00', 'Europe/Paris')?.seconds).toBe(2 * HOUR);
    expect(realClockSpan('2024-02-29', '20:00', '04:00', 'UTC')?.seconds).toBe(8 * HOUR);
  });
});

describe('time-duration-between-times', () => {
  it('gives 7 h, 9 h and 8 h for 22:00 to 06:00 on the US change nights and an ordinary night', () => {
    const at = (startDate: string) =>
      outputs(timeDuration, { start: '22:00', end: '06:00', startDate, zone: 'America/New_York' });
    expect(at('2024-03-09').decimalHours).toBe(7);
    expect(at('2024-11-02').decimalHours).toBe(9);
    expect(at('2024-11-09').decimalHours).toBe(8);
    expect(at('2024-11-09').clockChange).toBe('No: the clocks do not change between these times (New York time).');
  });

  it('says when a typed time is skipped or repeated', () => {
    const skipped = outputs(timeDuration, {
      start: '01:00',
      end: '02:30',
      startDate: '2024-03-10',
      zone: 'America/New_York',
    });
    expect(skipped.duration).toBe(1.5 * HOUR);
    expect(skipped.clockChange).toContain('The end time 02:30 is skipped');
    const repeated = outputs(timeDuration, {
      start: '00:00',
      end: '01:30',
      startDate: '2024-11-03',
      zone: 'America/New_York',
    });
    expect(repeated.clockChange).toContain('The end time 01:30 happens twice');
  });

  it('refuses a skipped start time that, read after the change, falls after the end', () => {
    const result = run(timeDuration, {
      start: '02:30',
      end: '03:15',
      startDate: '2024-03-10',
      zone: 'America/New_York',
    });
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid') expect(result.errors[0]?.field).toBe('start');
  });

  it('works with its defaults (today, in the local zone)', () => {
    expect(run(timeDuration, {}).status).toBe('ok');
  });
});

describe('time-card-hours-worked', () => {
  it('has seven days, with days 6 and 7 off by default', () => {
    const result = outputs(timeCard, {});
    expect(result.totalHours).toBe(40);
    const rows = result.byDay as Array<Record<string, unknown>>;
    expect(rows.map((row) => row.day)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7']);
    expect(rows[5]).toMatchObject({ shift: 'Day off', hours: 0 });
    expect(rows[6]).toMatchObject({ shift: 'Day off', hours: 0 });
  });

  it('counts weekend shifts', () => {
    const result = outputs(timeCard, { start7: '22:00', end7: '06:00', break7: '0', rate: '10' });
    expect(result.totalHours).toBe(48);
    expect(result.pay).toBe(480);
  });
});

describe('days-between-dates', () => {
  it('has no hours output that would assume 24-hour days', () => {
    expect(Object.keys(daysBetweenDates.outputs)).not.toContain('hours');
    expect(outputs(daysBetweenDates, { start: '2024-03-09', end: '2024-03-11' }).days).toBe(2);
  });
});
