import { describe, expect, it } from 'vitest';
import { CYCLE_LENGTH_RANGE } from '../../../../../src/calculators/shared/body/menstrual-cycle.ts';
import {
  bmrEquationInputs,
  bmrPersonInputs,
  bodyMassOutput,
  CHILD_SEX_OPTIONS,
  heightInput,
  sexInput,
  weightInput,
} from '../../../../../src/calculators/shared/presets/body-fields.ts';
import {
  cycleLengthInput,
  lastPeriodInput,
} from '../../../../../src/calculators/shared/presets/menstrual-cycle-fields.ts';

describe('sexInput', () => {
  it('is the Female/Male radio with Female chosen, as the health calculators wrote it by hand', () => {
    expect(sexInput()).toEqual({
      kind: 'radio',
      label: 'Sex',
      options: [
        { value: 'female', label: 'Female' },
        { value: 'male', label: 'Male' },
      ],
      default: 'female',
    });
  });

  it('can start on Male', () => {
    expect(sexInput('male').default).toBe('male');
  });

  it('words the same two values Girl and Boy for the growth charts', () => {
    expect(sexInput('female', CHILD_SEX_OPTIONS).options).toEqual([
      { value: 'female', label: 'Girl' },
      { value: 'male', label: 'Boy' },
    ]);
  });
});

describe('body field presets', () => {
  it('give the BMR person fields in form order with adult bounds', () => {
    const person = bmrPersonInputs(70);
    expect(Object.keys(person)).toEqual(['sex', 'age', 'weight', 'height']);
    expect(person.weight).toEqual(weightInput(70));
    expect(person.height).toEqual(heightInput(165));
    expect(person.age).toMatchObject({ default: 35, min: 15, max: 100 });
  });

  it('put the body fat field after the BMR equation it serves', () => {
    expect(Object.keys(bmrEquationInputs())).toEqual(['method', 'bodyFat']);
  });

  it('offer kilograms or pounds for a body mass result, to 0.1', () => {
    expect(bodyMassOutput('Lean mass', true)).toMatchObject({
      label: 'Lean mass',
      primary: true,
      unitFamily: 'mass',
      unit: 'kg',
      imperialUnit: 'lb',
      units: ['kg', 'lb'],
      decimals: 1,
    });
  });
});

describe('menstrual cycle field presets', () => {
  it('bound the cycle length by the range the cycle arithmetic supports', () => {
    expect(cycleLengthInput()).toMatchObject({
      default: 28,
      min: CYCLE_LENGTH_RANGE.min,
      max: CYCLE_LENGTH_RANGE.max,
    });
  });

  it('keep each calculator its own default last period', () => {
    expect(lastPeriodInput('today-10')).toMatchObject({ kind: 'date', default: 'today-10', min: '1900-01-01' });
  });
});
