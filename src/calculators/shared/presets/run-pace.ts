import { number } from '../../../engine/index.ts';

/*
 * A running pace typed as minutes:seconds for one kilometre or one mile (which of the two is
 * chosen by `runPaceUnitField`); compute receives seconds.
 */
export const runPaceField = (label: string, help: string, defaultMinutes: number) =>
  number({
    label,
    help,
    unitFamily: 'time',
    unit: 'min',
    units: ['min', 's'],
    default: defaultMinutes,
    // Faster than 2:00 per km beats every world record; 30 minutes per mile is a slow walk.
    min: 2,
    max: 30,
  });
