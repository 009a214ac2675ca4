import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../../../../src/calculators/shared/calendar/dates.ts';
import { ownDaysNote, sortOwnDaysOff } from '../../../../../src/calculators/shared/calendar/working-days.ts';

describe('ownDaysNote', () => {
  it('says when no own days off were entered', () => {
    expect(ownDaysNote(0, sortOwnDaysOff([], 'none'), 0)).toBe('None entered.');
  });

  it('names the days not counted, in date order, and why', () => {
    const entered = [dayNumber('2025-12-25'), dayNumber('2025-12-27'), dayNumber('2025-12-29')];
    const own = sortOwnDaysOff(entered, 'uk');
    expect(ownDaysNote(entered.length, own, 1)).toBe(
      '3 dates entered: 1 day taken off between the dates. Not counted: December 25, 2025 (already Christmas Day); December 27, 2025 (a weekend day).',
    );
  });
});
