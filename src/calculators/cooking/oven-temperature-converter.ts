import { defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import { FAN_OFFSETS, GAS_MARKS, gasMarkCelsius, nearestGasMark } from '../shared/cooking/oven.ts';

const temperatureOutput = (label: string, unit: 'c' | 'f') =>
  out.number({ label, unitFamily: 'temperature', unit, units: [unit], decimals: 0 });

export default defineCalculator({
  inputs: {
    start: radio({
      label: 'The recipe gives',
      options: [
        { value: 'temperature', label: 'A temperature' },
        { value: 'gasMark', label: 'A gas mark' },
      ],
      default: 'temperature',
    }),
    temperature: number({
      label: 'Oven temperature',
      unitFamily: 'temperature',
      unit: 'f',
      units: ['f', 'c'],
      default: 350,
      min: 100,
      max: 600,
    }),
    gasMark: select({
      label: 'Gas mark',
      options: GAS_MARKS.map((mark) => ({ value: String(mark.value), label: `Gas mark ${mark.mark}` })),
      default: '4',
    }),
    fan: select({
      label: 'Fan or convection oven',
      options: [
        { value: 'none', label: 'No change: same kind of oven as the recipe' },
        { value: 'toFan', label: 'Recipe for a conventional oven, mine has a fan' },
        { value: 'toConventional', label: 'Recipe for a fan oven, mine is conventional' },
      ],
      default: 'none',
    }),
    offset: select({
      label: 'Fan adjustment',
      options: [
        { value: 'us', label: FAN_OFFSETS.us.label },
        { value: 'uk', label: FAN_OFFSETS.uk.label },
      ],
      default: 'us',
    }),
  },
  outputs: {
    setting: out.number({
      label: 'Set your oven to',
      primary: true,
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['c', 'f'],
      decimals: 0,
    }),
    celsius: temperatureOutput('Recipe temperature in Celsius', 'c'),
    fahrenheit: temperatureOutput('Recipe temperature in Fahrenheit', 'f'),
    gasMark: out.text({ label: 'Nearest gas mark' }),
    marks: out.table({
      label: 'Gas marks',
      columns: [
        { key: 'mark', label: 'Gas mark', kind: 'text' },
        { key: 'fahrenheit', label: '°F', kind: 'integer' },
        { key: 'celsius', label: '°C', kind: 'integer' },
        { key: 'heat', label: 'Oven', kind: 'text' },
      ],
    }),
  },
  compute: ({ start, temperature, gasMark, fan, offset }) => {
    const recipe = start === 'gasMark' ? (gasMarkCelsius(Number(gasMark)) ?? temperature) : temperature;
    const shift = fan === 'none' ? 0 : FAN_OFFSETS[offset].celsius;
    const mark = nearestGasMark(recipe);
    return {
      setting: fan === 'toConventional' ? recipe + shift : recipe - shift,
      celsius: recipe,
      fahrenheit: recipe,
      gasMark: mark ? `Gas mark ${mark.mark} (${mark.heat.toLowerCase()})` : 'Off the gas-mark dial (¼ to 10)',
      marks: GAS_MARKS.map((entry) => ({
        mark: entry.mark,
        fahrenheit: entry.fahrenheit,
        celsius: Math.round(toBase('temperature', entry.fahrenheit, 'f')),
        heat: entry.heat,
      })),
    };
  },
});
