import { describe, expect, it } from 'vitest';
import { landmarkComparison, LANDMARKS } from '../../../../../src/calculators/shared/fun/landmarks.ts';

describe('landmark heights', () => {
  it('holds the published heights in metres', () => {
    const byName = Object.fromEntries(LANDMARKS.map(({ name, height }) => [name, height]));
    // NPS: 305 ft 1 in = 92.9894 m; ESB: 1,454 ft = 443.1792 m.
    expect(byName['Statue of Liberty (to the torch)']).toBeCloseTo(92.9894, 4);
    expect(byName['Eiffel Tower']).toBe(330);
    expect(byName['Empire State Building (to the tip)']).toBeCloseTo(443.1792, 4);
    expect(byName['Burj Khalifa']).toBe(828);
    expect(byName['Mount Everest']).toBe(8848.86);
  });

  it('counts a stack exactly one landmark tall as 1, and nothing as 0', () => {
    expect(landmarkComparison(828).find(({ name }) => name === 'Burj Khalifa')?.times).toBe(1);
    expect(landmarkComparison(0).every(({ times }) => times === 0)).toBe(true);
  });
});
