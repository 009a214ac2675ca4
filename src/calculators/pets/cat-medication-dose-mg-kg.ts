import { defineCalculator } from '../../engine/index.ts';
import { medicationDose, medicationInputs, medicationOutputs } from '../shared/presets/medication-dose.ts';

export default defineCalculator({
  inputs: medicationInputs('Cat', { default: 4.5, min: 0.2, max: 15 }),
  outputs: medicationOutputs,
  compute: medicationDose,
});
