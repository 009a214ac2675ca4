import { describe, expect, it } from 'vitest';
import { riderLevel } from '../../../../../src/calculators/shared/sports/power-profile.ts';

const SHOWN = { decimals: 2 };

describe("rider levels of Coggan's power profile", () => {
  it('starts a level exactly at its lower edge, judged on the figure as shown', () => {
    expect(riderLevel(4.1, SHOWN, 'male', 'ftp')).toBe('Very good (Cat 2)');
    expect(riderLevel(4.0999, SHOWN, 'male', 'ftp')).toBe('Very good (Cat 2)');
    expect(riderLevel(4.094, SHOWN, 'male', 'ftp')).toBe('Good (Cat 3)');
  });

  it('names riders below the chart untrained and the top of it world class', () => {
    expect(riderLevel(0, SHOWN, 'female', 'ftp')).toBe('Untrained (non-racer)');
    expect(riderLevel(1.99, SHOWN, 'female', 'ftp')).toBe('Untrained (non-racer)');
    expect(riderLevel(30, SHOWN, 'female', 'sprint5s')).toBe('World class (international pro)');
  });

  it('sets different edges for women and men', () => {
    expect(riderLevel(5, SHOWN, 'female', 'ftp')).toBe('World class (international pro)');
    expect(riderLevel(5, SHOWN, 'male', 'ftp')).toBe('Excellent (Cat 1)');
  });
});
