import { defineCalculator } from '../../engine/index.ts';
import { medicationDose, medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';

export default defineCalculator({
  inputs: medicationInputs('Dog', { default: 20, min: 0.5, max: 120 }),
  outputs: medicationOutputs,
  compute: medicationDose,
});
