import { defineCalculator } from '../../engine/index.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';
import { MARE_GESTATION } from '../shared/pets/horses.ts';

export default defineCalculator({
  inputs: gestationDateInputs('Last breeding date', 'The date of the last cover or insemination.', 120),
  outputs: gestationOutputs('foaling'),
  compute: ({ eventDate, today }) => gestationResult(eventDate, today, MARE_GESTATION),
});
