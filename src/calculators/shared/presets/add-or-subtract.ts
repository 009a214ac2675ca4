import { radio } from '../../../engine/index.ts';

/** The Add / Subtract choice of the date and time arithmetic calculators, Add first. */
export const addOrSubtractInput = () =>
  radio({
    label: 'Add or subtract',
    options: [
      { value: 'add', label: 'Add' },
      { value: 'subtract', label: 'Subtract' },
    ],
    default: 'add',
  });
