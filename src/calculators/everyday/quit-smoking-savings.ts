import Big from 'big.js';
import { date, defineCalculator, endNotBeforeStart, integer, out } from '../../engine/index.ts';
import { dayNumber } from '../shared/calendar/dates.ts';
import { toCents } from '../shared/money/cents.ts';
import { moneyAmount, PRICE_MAX } from '../shared/presets/money-fields.ts';

const DAYS_PER_YEAR = 365;

/**
 * What happens after the last cigarette, from the WHO's "Tobacco: health benefits of smoking
 * cessation", with the day each change is reached (20 minutes and 12 hours count from day 1).
 */
const MILESTONES = [
  [1, '20 minutes', 'Heart rate and blood pressure drop.'],
  [1, '12 hours', 'The carbon monoxide in your blood drops to normal.'],
  [14, '2–12 weeks', 'Circulation improves and lung function increases.'],
  [30, '1–9 months', 'Coughing and shortness of breath decrease.'],
  [365, '1 year', 'Risk of coronary heart disease is about half that of a smoker.'],
  [1826, '5–15 years', 'Stroke risk falls to that of a non-smoker.'],
  [3653, '10 years', 'Lung cancer risk falls to about half that of a smoker.'],
  [5479, '15 years', 'Risk of coronary heart disease is that of a non-smoker.'],
] as const;

const reachedIn = (milestoneDay: number, days: number) =>
  days >= milestoneDay ? 'Reached' : `In ${milestoneDay - days} day${milestoneDay - days === 1 ? '' : 's'}`;

export default defineCalculator({
  inputs: {
    quitDate: date({ label: 'Quit date', default: 'today-90' }),
    asOf: date({ label: 'Count up to', help: 'Today, or a day to plan for.', default: 'today' }),
    perDay: integer({ label: 'Cigarettes you smoked a day', default: 15, min: 1, max: 200, suffix: 'cigarettes' }),
    perPack: integer({ label: 'Cigarettes in a pack', default: 20, min: 1, max: 100, suffix: 'cigarettes' }),
    packPrice: moneyAmount({ label: 'Price of a pack', default: 10, minInclusive: false }, PRICE_MAX),
  },
  validate: ({ quitDate, asOf }) =>
    endNotBeforeStart('asOf', quitDate, asOf, 'Count up to a day on or after your quit date.'),
  outputs: {
    saved: out.money({ label: 'Money saved', primary: true }),
    daysFree: out.integer({ label: 'Days smoke-free', suffix: 'days' }),
    notSmoked: out.integer({ label: 'Cigarettes not smoked', suffix: 'cigarettes' }),
    perWeek: out.money({ label: 'Saved every week' }),
    perYear: out.money({ label: 'Saved every year' }),
    milestones: out.table({
      label: 'Health changes after quitting',
      columns: [
        { key: 'after', label: 'After', kind: 'text' },
        { key: 'change', label: 'What happens', kind: 'text' },
        { key: 'status', label: 'You', kind: 'text' },
      ],
    }),
  },
  compute: ({ quitDate, asOf, perDay, perPack, packPrice }) => {
    const daysFree = Math.max(0, dayNumber(asOf) - dayNumber(quitDate));
    const perCigarette = new Big(packPrice).div(perPack);
    const costOfDays = (days: number) => toCents(perCigarette.times(perDay).times(days));
    return {
      saved: costOfDays(daysFree),
      daysFree,
      notSmoked: daysFree * perDay,
      perWeek: costOfDays(7),
      perYear: costOfDays(DAYS_PER_YEAR),
      milestones: MILESTONES.map(([day, after, change]) => ({ after, change, status: reachedIn(day, daysFree) })),
    };
  },
});
