import { defineCalculator, number, out, radio, time } from '../../engine/index.ts';
import { clockFace, clockMinutes, MINUTES_PER_DAY } from '../shared/clock/minute-clock-face.ts';
import {
  CAFFEINE_DAILY_MG,
  CAFFEINE_SINGLE_DOSE_MG,
  caffeineRemaining,
  hoursToFallTo,
  type CaffeineDose,
} from '../shared/wellness/caffeine.ts';

/** EFSA (2015): single doses of 100 mg may lengthen the time to fall asleep in some adults. */
const SLEEP_LEVEL_MG = 100;
const CHART_HOURS = 24;

const DRINK_HELP =
  'Brewed coffee (240 mL) about 95 mg, espresso shot 63 mg, black tea 47 mg, cola can 34 mg. 0 = none.';

const drinkAmount = (which: string, mg: number) =>
  number({ label: `${which} drink: caffeine`, help: DRINK_HELP, default: mg, min: 0, max: 1000, suffix: 'mg' });

/** Hours from the first drink to a clock time, on the clock face within the next 24 hours. */
const hoursAfter = (start: number, clock: string) =>
  ((((clockMinutes(clock) - start) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY) / 60;

export default defineCalculator({
  inputs: {
    firstMg: drinkAmount('First', 95),
    firstAt: time({ label: 'First drink: time', default: '08:00' }),
    secondMg: drinkAmount('Second', 95),
    secondAt: time({ label: 'Second drink: time', default: '13:00' }),
    thirdMg: drinkAmount('Third', 0),
    thirdAt: time({ label: 'Third drink: time', default: '16:00' }),
    checkAt: time({ label: 'Time to check', help: 'Your bedtime, for example.', default: '22:00' }),
    halfLife: number({
      label: 'Caffeine half-life',
      help: 'About 5 hours on average; 1.5 to 9.5 hours between people, longer in pregnancy.',
      default: 5,
      min: 1,
      max: 24,
      suffix: 'hours',
    }),
    group: radio({
      label: 'Daily guidance for',
      options: [
        { value: 'adult', label: 'Adults (400 mg)' },
        { value: 'pregnant', label: 'Pregnant or breastfeeding (200 mg)' },
      ],
      default: 'adult',
    }),
  },
  outputs: {
    remaining: out.number({
      label: 'Caffeine in your body at the time to check',
      primary: true,
      digits: 3,
      suffix: 'mg',
    }),
    shareLeft: out.percent({ label: 'Share of what you drank still in your body', decimals: 0 }),
    total: out.number({ label: 'Caffeine drunk in the day', digits: 4, suffix: 'mg' }),
    guidance: out.text({ label: 'Compared with the daily guidance' }),
    belowSleepLevel: out.text({ label: 'Below 100 mg from' }),
    curve: out.chart({
      label: 'Caffeine in your body over 24 hours',
      chart: 'line',
      xLabel: 'clock time',
      yLabel: 'mg',
    }),
  },
  compute: ({ firstMg, firstAt, secondMg, secondAt, thirdMg, thirdAt, checkAt, halfLife, group }) => {
    const start = clockMinutes(firstAt);
    const doses: CaffeineDose[] = [
      { mg: firstMg, atHour: 0 },
      { mg: secondMg, atHour: hoursAfter(start, secondAt) },
      { mg: thirdMg, atHour: hoursAfter(start, thirdAt) },
    ].filter((dose) => dose.mg > 0);
    const total = doses.reduce((sum, dose) => sum + dose.mg, 0);
    const checkHour = hoursAfter(start, checkAt);
    const remaining = caffeineRemaining(doses, checkHour, halfLife);
    const lastHour = Math.max(0, ...doses.map((dose) => dose.atHour));
    const afterLast = caffeineRemaining(doses, lastHour, halfLife);
    const limit = CAFFEINE_DAILY_MG[group];
    const biggest = Math.max(0, ...doses.map((dose) => dose.mg));
    const dailyWords =
      total > limit
        ? `Above the ${limit} mg a day found to raise no safety concerns`
        : `Within the ${limit} mg a day found to raise no safety concerns`;
    const singleWords =
      biggest > CAFFEINE_SINGLE_DOSE_MG
        ? `; one drink has more than the ${CAFFEINE_SINGLE_DOSE_MG} mg EFSA advises at a time`
        : '';
    return {
      remaining,
      shareLeft: total > 0 ? (remaining / total) * 100 : 0,
      total,
      guidance: `${dailyWords}${singleWords}.`,
      belowSleepLevel:
        afterLast <= SLEEP_LEVEL_MG
          ? 'Never above 100 mg after your last drink'
          : clockFace(start + (lastHour + hoursToFallTo(afterLast, SLEEP_LEVEL_MG, halfLife)) * 60),
      curve: [
        {
          name: 'Caffeine (mg)',
          points: Array.from({ length: CHART_HOURS + 1 }, (_, hour) => ({
            x: clockFace(start + hour * 60),
            y: caffeineRemaining(doses, hour, halfLife),
          })),
        },
      ],
    };
  },
});
