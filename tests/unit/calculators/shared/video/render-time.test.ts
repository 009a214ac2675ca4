import { describe, expect, it } from 'vitest';
import {
  encodeSeconds,
  framesIn,
  realtimeSeconds,
  renderTimes,
} from '../../../../../src/calculators/shared/video/render-time.ts';

describe('render and encode times', () => {
  it('rounds the frame count to a whole frame', () => {
    expect(framesIn(10, 23.976)).toBe(240);
    expect(framesIn(0.01, 24)).toBe(0);
  });

  it('gives the busiest machine the extra frame when frames do not divide evenly', () => {
    expect(renderTimes({ frames: 7, secondsPerFrame: 10, passes: 1, machines: 2 })).toEqual({
      machineSeconds: 70,
      wallSeconds: 40,
    });
  });

  it('takes no time for no frames', () => {
    expect(renderTimes({ frames: 0, secondsPerFrame: 10, passes: 3, machines: 4 })).toEqual({
      machineSeconds: 0,
      wallSeconds: 0,
    });
  });

  it('scales encoding and real-time work with the passes', () => {
    expect(encodeSeconds(60, 30, 30, 2)).toBe(120);
    expect(realtimeSeconds(60, 0.5)).toBe(30);
  });
});
