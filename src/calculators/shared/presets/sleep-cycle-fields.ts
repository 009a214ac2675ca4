import { integer } from '../../../engine/index.ts';

/*
 * The two figures every sleep-cycle planner asks for: minutes to fall asleep and the length of
 * one cycle, with the same defaults and bounds.
 */
export const sleepCycleFields = () => ({
  fallAsleep: integer({
    label: 'Minutes to fall asleep',
    help: 'Most people need 10 to 20 minutes.',
    default: 15,
    min: 0,
    max: 120,
    suffix: 'minutes',
  }),
  cycleLength: integer({
    label: 'Length of one sleep cycle',
    help: 'About 90 minutes on average; a cycle can run from about 70 to 120 minutes.',
    default: 90,
    min: 60,
    max: 120,
    suffix: 'minutes',
  }),
});
