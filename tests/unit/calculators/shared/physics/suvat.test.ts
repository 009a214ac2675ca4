import { describe, expect, it } from 'vitest';
import { solveSuvat } from '../../../../../src/calculators/shared/physics/suvat.ts';

const motion = { s: 0, u: 0, v: 0, a: 0, t: 1 };

describe('solveSuvat', () => {
  it('takes the earlier of two times when an object passes the same point twice', () => {
    // Thrown up at 10 m/s with a = −2 m/s², it is 9 m up after 1 s (going up) and after 9 s (coming down).
    const result = solveSuvat('vt', { ...motion, s: 9, u: 10, a: -2 });
    expect(result.ok && result.motion.t).toBeCloseTo(1, 12);
    expect(result.ok && result.motion.v).toBeCloseTo(8, 12);
    expect(result.ok && result.note).toMatch(/Two solutions/);
  });

  it('says when a displacement is never reached', () => {
    const result = solveSuvat('vt', { ...motion, s: 30, u: 10, a: -2 });
    expect(result).toMatchObject({ ok: false, field: 's' });
    expect(!result.ok && result.message).toMatch(/never reaches/);
  });

  it('solves zero acceleration as steady motion', () => {
    const result = solveSuvat('vt', { ...motion, s: 50, u: 5, a: 0 });
    expect(result.ok && result.motion).toEqual({ s: 50, u: 5, v: 5, a: 0, t: 10 });
  });

  it('refuses equal velocities with zero acceleration when the time is unknown', () => {
    expect(solveSuvat('st', { ...motion, u: 3, v: 3, a: 0 }).ok).toBe(false);
  });

  it('refuses a time that would come out negative', () => {
    expect(solveSuvat('st', { ...motion, u: 0, v: 10, a: -2 })).toMatchObject({ ok: false, field: 'a' });
    expect(solveSuvat('at', { ...motion, s: -5, u: 1, v: 2 })).toMatchObject({ ok: false, field: 's' });
  });
});
