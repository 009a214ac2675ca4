import { describe, expect, it } from 'vitest';
import { dateTime, time } from '../../../../../src/engine/builders.ts';
import { liveFields } from '../../../../../src/engine/kinds/datetime/live-fields.ts';

describe('liveFields', () => {
  it('lists only date-time fields that follow the clock', () => {
    const inputs = {
      now: dateTime({ label: 'Now', default: 'now', live: true }),
      then: dateTime({ label: 'Then', default: 'now' }),
      at: time({ label: 'At', default: '09:00' }),
    };
    expect(liveFields(inputs)).toEqual(['now']);
  });
});
