import { describe, expect, it } from 'vitest';
import { calculatorLoaders } from '../../../../src/calculators/registry.ts';
import { evaluate } from '../../../../src/engine/evaluate.ts';
import { defaultState } from '../../../../src/engine/state.ts';
import { buildContext } from '../../../../src/lib/engine-context.ts';
// Every unit family loaded, as on the page (which loads those of the fields and results).
import '../../../../src/engine/units/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));
const ski = await calculatorLoaders['ski-din-binding-setting']!();

function run(values: Record<string, string>) {
  const state = defaultState(ski.inputs, { ...context, unitSystem: 'metric' });
  Object.assign(state.values, values);
  return evaluate(ski, state, context);
}

describe('ski DIN binding setting', () => {
  it('says at the skier type field why Type 3 does not suit a 20 kg child', () => {
    const result = run({ weight: '20', height: '115', age: '6', sole: '220', type: 'type3' });
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid')
      expect(result.errors).toEqual([
        {
          field: 'type',
          message: 'Type 3 is not recommended for skiers of 21 kg (47 lb) or less: choose Type 1 or Type 2.',
        },
      ]);
  });

  it('shows each move of the skier code', () => {
    // 100 kg (M), 190 cm (L): start L, Type 3 two rows down to N, 55 years one row up to M.
    const result = run({ weight: '100', height: '190', age: '55', sole: '330', type: 'type3' });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.outputs.steps).toEqual([
      { step: 'Weight band 95 kg (210 lb) and over', code: 'M' },
      { step: 'Height band 179–194 cm (5 ft 11 in – 6 ft 4 in)', code: 'L' },
      { step: 'Start from the code nearer the top of the chart', code: 'L' },
      { step: 'Type 3: two rows down', code: 'N' },
      { step: 'Age 55: one row up', code: 'M' },
    ]);
    expect(result.outputs.column).toBe('311–330 mm');
  });

  it('says when a blank cell sends it to the nearest value in the row', () => {
    const result = run({ weight: '50', height: '160', age: '30', sole: '240', type: 'type2' });
    expect(result.status === 'ok' && result.outputs.column).toBe(
      '231–250 mm: blank in row J, so the nearest value in the row (251–270 mm) is shown. Ask a technician.',
    );
  });
});
