import { describe, expect, it } from 'vitest';
// Every family, as the build loads them: a converter reads its family's units as it is defined.
import '../../../../../src/engine/units/all.ts';
import fuelEconomy from '../../../../../src/calculators/conversion/fuel-economy-converter.ts';
import temperature from '../../../../../src/calculators/conversion/temperature-converter.ts';
import dataStorage from '../../../../../src/calculators/conversion/data-storage-converter.ts';
import { definition, formula } from '../../../../../src/calculators/shared/units/formula.ts';
import { conversionProblem } from '../../../../../src/calculators/shared/units/limits.ts';
import { evaluate } from '../../../../../src/engine/evaluate.ts';
import { formatOutput, shownUnits } from '../../../../../src/engine/format/outputs.ts';
import { defaultState } from '../../../../../src/engine/state.ts';
import type { CalculatorDefinition } from '../../../../../src/engine/types.ts';
import { convert } from '../../../../../src/engine/units/convert.ts';
import { buildContext } from '../../../../../src/lib/engine-context.ts';

const context = buildContext(new Date('2025-06-15T12:00:00'));

function run(converter: unknown, values: Record<string, string>) {
  // Each converter's own input types are narrower than the engine's general definition.
  const calculator = converter as CalculatorDefinition;
  const state = defaultState(calculator.inputs, context);
  Object.assign(state.values, values);
  return { state, result: evaluate(calculator, state, context) };
}

function messageAt(calculator: unknown, values: Record<string, string>, field: string) {
  const { result } = run(calculator, values);
  return result.status === 'invalid' ? result.errors.find((error) => error.field === field)?.message : undefined;
}

describe('the result of a converter', () => {
  it('is shown in the unit the To field names, with that unit’s symbol', () => {
    const { state, result } = run(temperature, { value: '100', from: 'c', to: 'f' });
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    const units = shownUnits(temperature.outputs, state.values);
    expect(units['result']).toBe('f');
    expect(
      formatOutput(temperature.outputs['result'], result.outputs['result'], {
        unit: units['result'],
        currency: 'USD',
      }),
    ).toBe('212 °F');
  });

  it('falls back to the output’s own unit when the field names no unit of its family', () => {
    expect(shownUnits(temperature.outputs, { to: 'parsec' })['result']).toBeUndefined();
    expect(shownUnits(temperature.outputs, { to: 'toString' })['result']).toBeUndefined();
  });

  it('stays finite at the largest value, in every unit (1e15 PiB in bits)', () => {
    const { result } = run(dataStorage, { value: '1e15', from: 'pib', to: 'bit' });
    expect(result.status).toBe('ok');
    if (result.status === 'ok') expect(convert('data', 1e15, 'pib', 'bit')).toBe(1e15 * 8 * 1024 ** 5);
  });
});

describe('temperatures', () => {
  it('are refused below absolute zero on every scale, at the value field', () => {
    expect(messageAt(temperature, { value: '-273.16', from: 'c' }, 'value')).toMatch(/absolute zero/);
    expect(messageAt(temperature, { value: '-460', from: 'f' }, 'value')).toMatch(/absolute zero/);
    expect(messageAt(temperature, { value: '-0.01', from: 'k' }, 'value')).toMatch(/absolute zero/);
    expect(messageAt(temperature, { value: '-1', from: 'r' }, 'value')).toMatch(/absolute zero/);
  });

  it('are accepted exactly at absolute zero, written on any scale', () => {
    expect(conversionProblem('temperature', -273.15, 'c')).toBeUndefined();
    expect(conversionProblem('temperature', -459.67, 'f')).toBeUndefined();
    expect(conversionProblem('temperature', 0, 'k')).toBeUndefined();
    expect(conversionProblem('temperature', 0, 'r')).toBeUndefined();
  });

  it('convert to and from Rankine through the kelvin (°R = K × 9/5, °R = °F + 459.67)', () => {
    expect(convert('temperature', 300, 'k', 'r')).toBeCloseTo(540, 9);
    expect(convert('temperature', 32, 'f', 'r')).toBeCloseTo(491.67, 9);
    expect(convert('temperature', 491.67, 'r', 'c')).toBeCloseTo(0, 9);
    expect(formula('temperature', 'f', 'r')).toBe('°R = °F + 459.67');
    expect(definition('temperature', 'r')).toBe('°R: T/°R = 1.8 × T/K');
  });
});

describe('fuel economy', () => {
  it('refuses 0, which would be infinite litres per 100 km, at the value field', () => {
    expect(messageAt(fuelEconomy, { value: '0', from: 'mpg', to: 'mpgimp' }, 'value')).toMatch(/above 0/);
    expect(messageAt(fuelEconomy, { value: '0', from: 'l100km', to: 'kml' }, 'value')).toMatch(/above 0/);
  });

  it('shows the reciprocal relation as a division, not a factor', () => {
    expect(formula('fuelEconomy', 'mpg', 'l100km')).toBe('L/100 km = 235.214583333 ÷ mpg');
    expect(formula('fuelEconomy', 'l100km', 'kml')).toBe('km/L = 100 ÷ (L/100 km)');
  });

  it('goes from L/100 km back to the same mpg (the inverse relation holds both ways)', () => {
    const perHundred = convert('fuelEconomy', 30, 'mpg', 'l100km');
    expect(convert('fuelEconomy', perHundred, 'l100km', 'mpg')).toBeCloseTo(30, 9);
  });
});
