import { describe, expect, it } from 'vitest';
import { acsmVo2, levelSpeedFor, RESTING_VO2 } from '../../../../../src/calculators/shared/sports/acsm-metabolic.ts';

describe('acsmVo2', () => {
  it('is one MET standing still, whatever the grade', () => {
    expect(acsmVo2('run', 0, 0.1)).toBe(RESTING_VO2);
    expect(acsmVo2('walk', 0, 0)).toBe(RESTING_VO2);
  });

  it('gives the ACSM walking example: 93.8 m/min at 10 % is 29.76 mL/kg/min', () => {
    expect(acsmVo2('walk', 93.8, 0.1)).toBeCloseTo(29.76, 2);
  });

  it('weights the grade twice as much when walking as when running', () => {
    const speed = 100;
    const walkGradeCost = acsmVo2('walk', speed, 0.1) - acsmVo2('walk', speed, 0);
    const runGradeCost = acsmVo2('run', speed, 0.1) - acsmVo2('run', speed, 0);
    expect(walkGradeCost).toBeCloseTo(2 * runGradeCost, 9);
  });
});

describe('levelSpeedFor', () => {
  it('undoes the level equation of each gait', () => {
    expect(levelSpeedFor('run', acsmVo2('run', 160, 0))).toBeCloseTo(160, 9);
    expect(levelSpeedFor('walk', acsmVo2('walk', 80, 0))).toBeCloseTo(80, 9);
  });

  it('adds 4.5 % of the running speed per 1 % of grade', () => {
    expect(levelSpeedFor('run', acsmVo2('run', 200, 0.05))).toBeCloseTo(200 * 1.225, 9);
  });
});
