import { describe, expect, it } from 'vitest';
import { defineCalculator, money, number, out, percent } from '../../../src/engine/index.ts';
import { evaluate } from '../../../src/engine/evaluate.ts';
import { defaultState } from '../../../src/engine/state.ts';
import { buildContext } from '../../../src/lib/engine-context.ts';
// Every unit family loaded, as when the build renders a page (an island loads only its own).
import '../../../src/engine/units/all.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

const area = defineCalculator({
  inputs: {
    width: number({ label: 'Width', unitFamily: 'length', unit: 'm', imperialUnit: 'ft', default: 2, min: 0 }),
    length: number({ label: 'Length', unitFamily: 'length', unit: 'm', default: 3, min: 0, max: 1000 }),
    price: money({ label: 'Price per m²', default: 10, min: 0 }),
    tax: percent({ label: 'Tax', default: 10, min: 0, max: 100 }),
  },
  outputs: {
    area: out.number({ label: 'Area', unitFamily: 'area', unit: 'm2' }),
    cost: out.money({ label: 'Cost' }),
  },
  validate: ({ width, length }) =>
    width > length ? [{ field: 'width', message: 'Width must not exceed length.' }] : [],
  compute: ({ width, length, price, tax }) => ({
    area: width * length,
    cost: width * length * price * (1 + tax / 100),
  }),
});

describe('evaluate', () => {
  it('computes in base units whatever unit the visitor chose', () => {
    const state = defaultState(area.inputs, context);
    state.values['width'] = '6.56168';
    state.units['width'] = 'ft';
    const result = evaluate(area, state, context);
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(result.outputs['area']).toBeCloseTo(6, 4);
  });

  it('reports every bad field with a message for a person, in the unit shown', () => {
    const state = defaultState(area.inputs, context);
    state.values['width'] = 'abc';
    state.values['length'] = '1200';
    state.values['tax'] = '-5';
    const result = evaluate(area, state, context);
    expect(result.status).toBe('invalid');
    if (result.status === 'invalid') {
      expect(result.errors).toEqual([
        { field: 'width', message: 'Enter a number, like 12, 1,250.5 or 1 3/4.' },
        { field: 'length', message: 'Enter 1,000 m or less.' },
        { field: 'tax', message: 'Enter 0% or more.' },
      ]);
    }
  });

  it('applies cross-field rules after each field is valid', () => {
    const state = defaultState(area.inputs, context);
    state.values['width'] = '5';
    expect(evaluate(area, state, context)).toMatchObject({
      status: 'invalid',
      errors: [{ field: 'width', message: 'Width must not exceed length.' }],
    });
  });

  it('turns a throwing or non-finite compute into a failure instead of garbage', () => {
    const broken = { ...area, compute: () => ({ area: Number.NaN, cost: 1 }) };
    expect(evaluate(broken, defaultState(area.inputs, context), context).status).toBe('failed');
    const throwing = {
      ...area,
      compute: () => {
        throw new Error('boom');
      },
    };
    expect(evaluate(throwing, defaultState(area.inputs, context), context)).toMatchObject({
      status: 'failed',
      message: 'boom',
    });
  });

  it('starts imperial visitors in their units', () => {
    const state = defaultState(area.inputs, { ...context, unitSystem: 'imperial' });
    expect(state.units['width']).toBe('ft');
    // 2 m = 78.74 in, which a tape reads as 6 ft 6¾ in.
    expect(state.values['width']).toBe('6 ft 6.75 in');
  });
});
