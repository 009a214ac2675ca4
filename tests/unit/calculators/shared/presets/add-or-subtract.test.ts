import { describe, expect, it } from 'vitest';
import { addOrSubtractInput } from '../../../../../src/calculators/shared/presets/add-or-subtract.ts';

describe('addOrSubtractInput', () => {
  it('is the Add / Subtract radio with Add chosen', () => {
    expect(addOrSubtractInput()).toEqual({
      kind: 'radio',
      label: 'Add or subtract',
      options: [
        { value: 'add', label: 'Add' },
        { value: 'subtract', label: 'Subtract' },
      ],
      default: 'add',
    });
  });
});
