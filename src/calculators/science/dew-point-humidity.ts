import { defineCalculator, notMoreThan, number, out, percent, radio } from '../../engine/index.ts';
import { dewPoint, relativeHumidity } from '../shared/physics/humidity.ts';
import { temperatureOutput } from '../shared/presets/temperature-output.ts';

const temperatureInput = (label: string, value: number) =>
  number({
    label,
    unitFamily: 'temperature',
    unit: 'c',
    imperialUnit: 'f',
    units: ['c', 'f'],
    default: value,
    min: -40,
    max: 60,
  });

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Find',
      options: [
        { value: 'dewPoint', label: 'The dew point, from the humidity' },
        { value: 'humidity', label: 'The relative humidity, from the dew point' },
      ],
      default: 'dewPoint',
    }),
    temperature: temperatureInput('Air temperature', 25),
    humidity: percent({ label: 'Relative humidity', default: 60, min: 1, max: 100 }),
    dew: temperatureInput('Dew point', 16.7),
  },
  validate: ({ mode, temperature, dew }) =>
    mode === 'humidity'
      ? notMoreThan(
          'dew',
          dew,
          temperature,
          'The dew point cannot be above the air temperature; at most it equals it (100 %).',
        )
      : [],
  outputs: {
    dewResult: temperatureOutput('Dew point', true, 1),
    humidityResult: out.percent({ label: 'Relative humidity', decimals: 1 }),
    spread: out.number({
      label: 'Air temperature minus dew point',
      unitFamily: 'temperatureChange',
      unit: 'c',
      imperialUnit: 'f',
      units: ['c', 'f'],
      decimals: 1,
    }),
  },
  compute: ({ mode, temperature, humidity, dew }) => {
    const dewResult = mode === 'dewPoint' ? dewPoint(temperature, humidity) : dew;
    const humidityResult = mode === 'dewPoint' ? humidity : relativeHumidity(temperature, dew);
    return { dewResult, humidityResult, spread: temperature - dewResult };
  },
});
