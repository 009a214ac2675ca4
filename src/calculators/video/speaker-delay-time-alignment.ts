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
  examples: [
    {
      inputs: { farther: { value: 100, unit: 'ft' }, nearer: 0, temperature: 20, extraMs: 0 },
      expect: { delayMs: 88.8 },
      tolerance: 1,
      source:
        'SoundEngg, "Delay & time alignment calculator": a delay tower 100 feet (30 m) from the stage hears the main PA about 88 ms after its own signal',
    },
    {
      inputs: { farther: 10, nearer: 0, temperature: 20, sampleRate: 48, extraMs: 0 },
      expect: { speed: 343.21, delayMs: 29.14, samples: 1399 },
      tolerance: 0.01,
      source:
        '"Speed of sound" (Wikipedia), table for dry air: 343.21 m/s at 20 °C; 10 m / 343.21 m/s = 29.14 ms (Soundcy: "10 m ≈ 29 ms"), × 48 kHz = 1,399 samples',
    },
    {
      inputs: { farther: 12, nearer: 5, temperature: 35, extraMs: 10 },
      expect: { speed: 351.88, delayMs: 29.89 },
      tolerance: 0.01,
      source:
        '"Speed of sound" (Wikipedia), table for dry air: 351.88 m/s at 35 °C; 7 m / 351.88 m/s = 19.89 ms, plus 10 ms for the precedence (Haas) effect',
    },
    {
      inputs: { farther: 3.313, nearer: 0, temperature: 0, sampleRate: 48, extraMs: 0 },
      expect: { speed: 331.3, delayMs: 10, samples: 480 },
      tolerance: 0.01,
      source:
        '"Speed of sound" (Wikipedia): 331.3 m/s in dry air at 0 °C, so 3.313 m takes 10 ms, 480 samples at 48 kHz',
    },
  ],
});
