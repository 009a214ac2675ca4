import { defineCalculator, notMoreThan, number, out, radio } from '../../engine/index.ts';
import { runPaceUnitField } from '../shared/presets/pace-fields.ts';
import { runPaceField } from '../shared/presets/run-pace.ts';
import { HARD_RUNNING_LIMIT, heatBandFor, heatSum } from '../shared/sports/heat-pace.ts';

const celsiusOrFahrenheit = { unitFamily: 'temperature', unit: 'c', imperialUnit: 'f', units: ['c', 'f'] } as const;

/** Air temperature or dew point, from a frosty morning to a desert afternoon. */
const weatherField = (label: string, help: string, defaultC: number) =>
  number({ label, help, ...celsiusOrFahrenheit, default: defaultC, min: -30, max: 50 });

/** Hadley: repeats of a mile or less take half the continuous-run adjustment, as the body cools between them. */
const REPEAT_SHARE = 0.5;

export default defineCalculator({
  inputs: {
    pace: runPaceField('Planned pace in cool weather', 'Time for one kilometre or mile, like 5:30.', 5.5),
    paceUnit: runPaceUnitField(),
    temperature: weatherField('Air temperature', 'The temperature during your run.', 27),
    dewPoint: weatherField('Dew point', 'In the weather forecast; never above the air temperature.', 20),
    workout: radio({
      label: 'Workout',
      options: [
        { value: 'continuous', label: 'Continuous run, tempo or race' },
        { value: 'repeats', label: 'Repeats of a mile or less' },
      ],
      default: 'continuous',
    }),
  },
  validate: ({ temperature, dewPoint }) =>
    notMoreThan('dewPoint', dewPoint, temperature, { what: 'The dew point', than: 'the air temperature' }),
  outputs: {
    slowPace: out.duration({ label: 'Adjusted pace, upper end', primary: true }),
    fastPace: out.duration({ label: 'Adjusted pace, lower end', primary: true }),
    low: out.percent({ label: 'Slowdown, lower end', decimals: 2 }),
    high: out.percent({ label: 'Slowdown, upper end', decimals: 2 }),
    sum: out.number({ label: 'Temperature + dew point', decimals: 0, suffix: '°F' }),
    advice: out.text({ label: 'What it means' }),
  },
  compute: ({ pace, temperature, dewPoint, workout }) => {
    const sum = heatSum(temperature, dewPoint);
    const band = heatBandFor(sum);
    const share = workout === 'repeats' ? REPEAT_SHARE : 1;
    const low = band.low * share;
    const high = band.high * share;
    const advice =
      sum > HARD_RUNNING_LIMIT
        ? 'Above 180 the chart says hard running is not recommended: run easy by feel, or move indoors. The paces are the least slowdown to expect.'
        : high === 0
          ? 'Cool enough: no pace adjustment needed.'
          : 'Slow down by this range; the more heat-adapted and the smaller you are, the nearer the lower end.';
    return {
      fastPace: pace * (1 + low / 100),
      slowPace: pace * (1 + high / 100),
      low,
      high,
      sum,
      advice,
    };
  },
});
