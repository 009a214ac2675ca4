import { numberList, radio, type FieldError } from '../../../engine/index.ts';

/*
 * The appliances a generator or inverter must power: their running watts and, in the same order,
 * their starting watts, with how the motors start. Validated together by `applianceLoadErrors`.
 */

const MOST_WATTS = 1_000_000;

export const applianceLoadFields = (running: readonly number[], starting: readonly number[]) => ({
  runningWatts: numberList({
    label: 'Running watts of each appliance',
    help: 'Separated by commas: the watts on each nameplate, or volts × amps.',
    default: running,
    minCount: 1,
    maxCount: 40,
  }),
  startingWatts: numberList({
    label: 'Starting watts, in the same order',
    help: 'For motors (fridge, pump, AC) 2–3 × running unless the label says; 0 for lights and heaters.',
    default: starting,
    minCount: 1,
    maxCount: 40,
  }),
  startPattern: radio({
    label: 'Motors start',
    options: [
      { value: 'one', label: 'One at a time' },
      { value: 'all', label: 'Possibly all at once' },
    ],
    default: 'one',
  }),
});

const outOfRange = (values: readonly number[]) => values.some((watts) => watts < 0 || watts > MOST_WATTS);

export function applianceLoadErrors(running: readonly number[], starting: readonly number[]): FieldError[] {
  if (outOfRange(running)) {
    return [{ field: 'runningWatts', message: 'Each running load must be from 0 to 1,000,000 W.' }];
  }
  if (outOfRange(starting)) {
    return [{ field: 'startingWatts', message: 'Each starting load must be from 0 to 1,000,000 W.' }];
  }
  if (starting.length !== running.length) {
    return [
      {
        field: 'startingWatts',
        message: `Give one starting figure for each of the ${running.length} appliances (0 where there is no motor).`,
      },
    ];
  }
  return [];
}
