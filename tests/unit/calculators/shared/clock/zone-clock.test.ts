import { describe, expect, it } from 'vitest';
import { zonedTime } from '../../../../../src/calculators/shared/clock/time-zones.ts';
import { clockIn } from '../../../../../src/calculators/shared/clock/zone-clock.ts';

describe('clockIn', () => {
  it('shows the same wall time as the tz database on both sides of a clock change', () => {
    // New York sprang forward at 2024-03-10 07:00 UTC.
    const from = Date.UTC(2024, 2, 9, 12);
    const to = Date.UTC(2024, 2, 11, 12);
    const clock = clockIn('America/New_York', from, to);
    for (let instant = from; instant <= to; instant += 30 * 60_000) {
      expect(clock.time(instant)).toEqual(zonedTime('America/New_York', instant));
    }
  });
});
