import { date } from '../../../engine/index.ts';

/* The visitor's own days off: up to six optional date fields, each ignored while left empty. */
export const OWN_DAY_KEYS = ['ownDay1', 'ownDay2', 'ownDay3', 'ownDay4', 'ownDay5', 'ownDay6'] as const;

export const ownDayInput = (index: number) =>
  date({
    label: `Your day off ${index + 1} (optional)`,
    ...(index === 0
      ? {
          help: 'A company closure day, a day of leave or a local holiday. One on a weekend or a chosen public holiday is not counted twice.',
        }
      : {}),
    default: '',
    optional: true,
    min: '1583-01-01',
    max: '9999-12-31',
  });
