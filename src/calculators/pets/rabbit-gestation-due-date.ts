import { defineCalculator, out } from '../../engine/index.ts';
import { addDaysToDate } from '../shared/calendar/utc-dates.ts';
import { gestationDateInputs, gestationOutputs, gestationResult } from '../shared/presets/gestation-fields.ts';
import { RABBIT_GESTATION, RABBIT_NEST_BOX_DAY } from '../shared/pets/small-mammals.ts';

export default defineCalculator({
  inputs: gestationDateInputs('Date of mating', 'With several matings, the first one.', 10),
  outputs: { ...gestationOutputs('kindling'), nestBox: out.date({ label: 'Put the nest box in' }) },
  compute: ({ eventDate, today }) => ({
    ...gestationResult(eventDate, today, RABBIT_GESTATION),
    nestBox: addDaysToDate(eventDate, RABBIT_NEST_BOX_DAY),
  }),
});
