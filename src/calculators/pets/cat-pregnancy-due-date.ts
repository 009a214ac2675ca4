import { defineCalculator } from '../../engine/index.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';

/*
 * Feline gestation from the first mating: 63 days (nine weeks) on average, most queens kittening
 * at 63–65 days and normal births from 57 to 69 days (Merck Veterinary Manual, Breeding
 * Management of Cats; F. Syufy, "Cat Gestation").
 */
const CAT_GESTATION = { earliest: 57, typical: 63, latest: 69 };

export default defineCalculator({
  inputs: gestationDateInputs('Date of mating', 'With several matings, the first one.', 30),
  outputs: gestationOutputs('kittening'),
  compute: ({ eventDate, today }) => gestationResult(eventDate, today, CAT_GESTATION),
});
