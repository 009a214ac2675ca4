import { describe, expect, it } from 'vitest';
import { checkTow, type TowRig } from '../../../../../src/calculators/shared/vehicles/towing.ts';

const rig: TowRig = {
  gvwr: 3000,
  gcwr: 6000,
  ratedTowing: 3500,
  curbWeight: 2200,
  load: 300,
  trailer: 2000,
  tongueShare: 0.1,
};

describe('checkTow', () => {
  it('is within every rating exactly at a limit', () => {
    const check = checkTow({ ...rig, trailer: 3500 });
    expect(check.exceeded).toEqual([]);
    expect(check.combinedLeft).toBe(0);
  });

  it('ignores payload as a trailer limit when nothing rests on the hitch', () => {
    const check = checkTow({ ...rig, tongueShare: 0 });
    expect(check.tongueWeight).toBe(0);
    expect(check.maxTrailer).toBe(3500);
  });

  it('allows no trailer at all when the vehicle is already over its GVWR', () => {
    const check = checkTow({ ...rig, load: 900 });
    expect(check.maxTrailer).toBe(0);
    expect(check.limitedBy).toBe('payload');
    expect(check.exceeded).toContain('payload');
  });
});
