import { describe, expect, it } from 'vitest';
import { eventsProblem, twoEvents } from '../../../../../src/calculators/shared/probability/events.ts';

describe('two events', () => {
  it('names the combinations that cannot happen', () => {
    expect(eventsProblem('exclusive', 0.6, 0.5, 0)).toMatchObject({ field: 'b' });
    expect(eventsProblem('overlap', 0.3, 0.4, 0.35)).toMatchObject({ field: 'both' });
    expect(eventsProblem('overlap', 0.8, 0.7, 0.4)).toMatchObject({ field: 'both' });
    expect(eventsProblem('independent', 1, 1, 0)).toBeUndefined();
  });

  it('accepts the boundaries themselves: exclusive events that fill certainty, a subset event', () => {
    expect(eventsProblem('exclusive', 0.7, 0.3, 0)).toBeUndefined();
    expect(eventsProblem('overlap', 0.3, 0.6, 0.3)).toBeUndefined();
    expect(eventsProblem('overlap', 0.8, 0.7, 0.5)).toBeUndefined();
  });

  it('leaves a conditional probability undefined when its condition never happens', () => {
    const events = twoEvents('independent', 0.5, 0, 0);
    expect(events.aGivenB).toBeUndefined();
    expect(events.bGivenA).toBe(0);
  });

  it('gives certain and impossible events their plain values', () => {
    expect(twoEvents('independent', 1, 1, 0)).toMatchObject({ and: 1, or: 1, neither: 0, exactlyOne: 0 });
    expect(twoEvents('exclusive', 0, 0, 0)).toMatchObject({ and: 0, or: 0, neither: 1 });
  });
});
