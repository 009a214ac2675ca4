import { checkAll, defineCalculator, notMoreThan, number, out } from '../../engine/index.ts';
import { airTemperatureField } from '../shared/presets/air-temperature.ts';
import { sampleRateField } from '../shared/presets/sample-rate.ts';
import { speedOfSoundInAir } from '../shared/sound/speed-of-sound.ts';

const MS_PER_SECOND = 1000;

const distanceField = (label: string, metres: number, help: string) =>
  number({
    label,
    unitFamily: 'length',
    unit: 'm',
    imperialUnit: 'ft',
    units: ['cm', 'm', 'in', 'ft', 'yd'],
    default: metres,
    min: 0,
    max: 2000,
    help,
  });

export default defineCalculator({
  inputs: {
    farther: distanceField('Farther speaker to listener', 30, 'Usually the main speakers on stage.'),
    nearer: distanceField('Nearer speaker to listener', 6, 'The delay tower, fill or sub to be delayed.'),
    temperature: airTemperatureField(),
    sampleRate: sampleRateField('Sample rate of the processor', 48),
    extraMs: number({
      label: 'Extra delay (precedence effect)',
      default: 0,
      min: 0,
      max: 50,
      suffix: 'ms',
      help: 'Adding 5 to 15 ms keeps the sound seeming to come from the stage.',
    }),
  },
  validate: ({ farther, nearer }) =>
    checkAll(notMoreThan('nearer', nearer, farther, { what: 'The nearer speaker', than: 'the farther one' })),
  compute: ({ farther, nearer, temperature, sampleRate, extraMs }) => {
    const speed = speedOfSoundInAir(temperature);
    const difference = farther - nearer;
    const delayMs = (difference / speed) * MS_PER_SECOND + extraMs;
    return {
      delayMs,
      samples: Math.round((delayMs / MS_PER_SECOND) * sampleRate),
      speed,
      difference,
      msPerMetre: MS_PER_SECOND / speed,
    };
  },
  outputs: {
    delayMs: out.number({ label: 'Delay to set on the nearer speaker', primary: true, decimals: 2, suffix: 'ms' }),
    samples: out.integer({ label: 'Delay in samples', suffix: 'samples' }),
    speed: out.number({ label: 'Speed of sound', unitFamily: 'speed', unit: 'mps', units: ['mps', 'fps'], digits: 5 }),
    difference: out.number({
      label: 'Difference in distance',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
    }),
    msPerMetre: out.number({ label: 'Delay per metre of distance', decimals: 3, suffix: 'ms/m' }),
  },
});
