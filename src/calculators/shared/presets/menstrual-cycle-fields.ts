import { date, integer } from '../../../engine/index.ts';
import { CYCLE_LENGTH_RANGE } from '../body/menstrual-cycle.ts';

/* The two fields every menstrual-cycle calculator starts from, worded and bounded alike. */

/** The first day of the last period; `defaultDay` is the engine's date default ('today-7'). */
export const lastPeriodInput = (defaultDay: string) =>
  date({ label: 'First day of your last period', default: defaultDay, min: '1900-01-01', max: '2199-12-31' });

export const cycleLengthInput = () =>
  integer({
    label: 'Average cycle length',
    help: 'Days from the first day of one period to the first day of the next; 28 is average.',
    default: 28,
    min: CYCLE_LENGTH_RANGE.min,
    max: CYCLE_LENGTH_RANGE.max,
    suffix: 'days',
  });
