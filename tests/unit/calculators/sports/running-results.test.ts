import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import type { CalculatorDefinition } from '../../../../src/engine/types.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/units/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const riegel = await calculatorLoaders['race-time-predictor-riegel']!();
const vdot = await calculatorLoaders['vdot-training-paces']!();

function run(definition: CalculatorDefinition, values: Record<string, string>, units: Record<string, string> = {}) {
  const state = defaultState(definition.inputs, { ...context, unitSystem: 'metric' });
  Object.assign(state.values, values);
  Object.assign(state.units, units);
  return evaluate(definition, state, context);
}

describe('race times typed as on a results sheet', () => {
  it('reads 19:57 as minutes and seconds (VDOT 50 for a 5K)', () => {
    const result = run(vdot, { distance: '5', time: '19:57' });
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.outputs.vdot).toBeCloseTo(50, 0);
  });

  it('reads 1:41:12 as hours, minutes and seconds', () => {
    const result = run(riegel, { distance: '21.0975', time: '1:41:12', target: '21.0975' });
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.outputs.predictedTime).toBeCloseTo(6072, 6);
  });

  it('predicts the same time for the same distance, and a longer time for a longer one', () => {
    const same = run(riegel, { distance: '10', time: '45', target: '10' });
    const longer = run(riegel, { distance: '10', time: '45', target: '10.1' });
    expect(same.status === 'ok' && same.outputs.predictedTime).toBeCloseTo(2700, 9);
    expect(longer.status === 'ok' && (longer.outputs.predictedTime as number) > 2700).toBe(true);
  });
});

describe('VDOT bounds', () => {
  it('refuses a walked time and a faster-than-world-record time at the time field', () => {
    const walked = run(vdot, { distance: '5', time: '80' });
    expect(walked.status === 'invalid' && walked.errors[0]?.field).toBe('time');
    const impossible = run(vdot, { distance: '10', time: '20' });
    expect(impossible.status === 'invalid' && impossible.errors[0]?.message).toContain('world record');
  });

  it('refuses races shorter than 1,500 m', () => {
    expect(run(vdot, { distance: '800', time: '2' }, { distance: 'm' }).status).toBe('invalid');
  });
});

describe('triathlon distances', () => {
  it('a full IRONMAN adds up to 140.6 miles and a 70.3 to 70.3 miles', async () => {
    const triathlon = await calculatorLoaders['triathlon-finish-time-splits']!();
    // Bike and run at 2 minutes a mile (30 mph), swim at a minute per 100 yd (17.6 minutes a mile).
    const steady = { swimPaceUnit: 'yd', t1: '0', t2: '0', bikeSpeed: '30', runPaceUnit: 'mi', runPace: '2' };
    for (const [race, miles] of [
      ['full', 140.6],
      ['half', 70.3],
    ] as const) {
      const result = run(triathlon, { ...steady, race, swimPace: '60' }, { bikeSpeed: 'mph' });
      expect(result.status).toBe('ok');
      if (result.status !== 'ok') continue;
      const swimMiles = (result.outputs.swimTime as number) / 60 / 17.6;
      const bikeMiles = (result.outputs.bikeTime as number) / 120;
      const runMiles = (result.outputs.runTime as number) / 120;
      expect(swimMiles + bikeMiles + runMiles).toBeCloseTo(miles, 1);
    }
  });
});

describe('Coggan power zones', () => {
  it('gives the published watts for an FTP of 250 W (PainCave zone table)', async () => {
    const zones = await calculatorLoaders['cycling-ftp-power-zones']!();
    const result = run(zones, { test: 'ftp', power: '250' });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const watts = (result.outputs.zones as { watts: string }[]).map((row) => row.watts);
    expect(watts).toEqual([
      'up to 138 W',
      '140–188 W',
      '190–225 W',
      '228–263 W',
      '265–300 W',
      '303–375 W',
      'over 375 W',
    ]);
  });
});

describe('Training Stress Score load bands', () => {
  it('calls exactly 150 TSS medium and 149 low', async () => {
    const tss = await calculatorLoaders['cycling-training-stress-score']!();
    const at150 = run(tss, { duration: '90', normalizedPower: '250', ftp: '250' });
    expect(at150.status === 'ok' && at150.outputs.recovery).toContain('Medium');
    const below = run(tss, { duration: '89.4', normalizedPower: '250', ftp: '250' });
    expect(below.status === 'ok' && below.outputs.recovery).toContain('Low');
  });
});
