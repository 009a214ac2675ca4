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
  examples: [
    {
      inputs: { mode: 'dewPoint', temperature: 20, humidity: 50 },
      expect: { dewResult: 9.3 },
      tolerance: 0.05,
      source: 'Halesowen Weather, dew point table (Magnus formula): 20 °C at 50 % relative humidity, dew point 9.3 °C',
    },
    {
      inputs: { mode: 'dewPoint', temperature: 25, humidity: 60 },
      expect: { dewResult: 16.7 },
      tolerance: 0.05,
      source: 'Halesowen Weather, dew point table: 25 °C at 60 % relative humidity, dew point 16.7 °C',
    },
    {
      inputs: { mode: 'humidity', temperature: 10, dew: 6.7 },
      expect: { humidityResult: 80 },
      tolerance: 0.3,
      source:
        'Halesowen Weather, dew point table read the other way: 10 °C with a dew point of 6.7 °C is 80 % relative humidity',
    },
    {
      inputs: { mode: 'dewPoint', temperature: { value: 70, unit: 'f' }, humidity: 65 },
      expect: { dewResult: { value: 57, unit: 'f' } },
      tolerance: 0.56,
      source:
        'Dew point calculation chart for coatings (HandyPDF, "Dew point calculation sample chart"): 70 °F at 65 % relative humidity, dew point 57 °F (to 1 °F)',
    },
  ],
});
