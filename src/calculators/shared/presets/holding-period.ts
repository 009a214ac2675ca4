import { date, number, radio } from '../../../engine/index.ts';

/*
 * The holding period of an investment, asked as a number of years or as two dates.
 */

/** The holding-period fields: a number of years, or a start and an end date. */
export function holdingPeriodInputs(defaultYears: number, defaultStart: string, defaultEnd: string) {
  return {
    period: radio({
      label: 'Holding period entered as',
      options: [
        { value: 'years', label: 'A number of years' },
        { value: 'dates', label: 'Start and end dates' },
      ],
      default: 'years',
    }),
    years: number({
      label: 'Years held',
      help: 'Used when the holding period is a number of years. Fractions are fine: 1.5 is 18 months.',
      default: defaultYears,
      min: 0,
      minInclusive: false,
      max: 200,
      suffix: 'years',
    }),
    startDate: date({
      label: 'Start date',
      help: 'Used when the holding period is given as dates.',
      default: defaultStart,
      min: '1800-01-01',
      max: '2200-12-31',
    }),
    endDate: date({ label: 'End date', default: defaultEnd, min: '1800-01-01', max: '2200-12-31' }),
  };
}
