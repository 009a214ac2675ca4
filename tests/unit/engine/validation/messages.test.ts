import { describe, expect, it } from 'vitest';
import { integer, number } from '../../../../src/engine/builders.ts';
import { parseInputs } from '../../../../src/engine/parse/inputs.ts';
import { CONTEXT } from '../kinds/context.ts';

const inputs = {
  weight: number({
    label: 'Weight',
    default: 70,
    min: 1,
    max: 500,
    messages: { min: 'A person weighs at least 1 kg.', invalid: 'Type the weight in figures.' },
  }),
  age: integer({ label: 'Age', default: 30, min: 0 }),
};
const state = (weight: string, age: string) => ({ values: { weight, age }, units: {}, currency: 'USD' });

describe('field messages', () => {
  it('uses the field’s own wording for the rule it overrides', () => {
    expect(parseInputs(inputs, state('0', '30'), CONTEXT).errors).toEqual([
      { field: 'weight', message: 'A person weighs at least 1 kg.' },
    ]);
    expect(parseInputs(inputs, state('heavy', '30'), CONTEXT).errors).toEqual([
      { field: 'weight', message: 'Type the weight in figures.' },
    ]);
  });

  it('keeps the catalogue’s wording for every rule the field does not override', () => {
    expect(parseInputs(inputs, state('501', '1.5'), CONTEXT).errors).toEqual([
      { field: 'weight', message: 'Enter 500 or less.' },
      { field: 'age', message: 'Enter a whole number.' },
    ]);
  });
});
