import { defineCalculator, number, out, radio, type FieldError } from '../../engine/index.ts';

const SPEED = { unitFamily: 'speed', unit: 'mps', imperialUnit: 'mph', units: ['mps', 'kph', 'fps', 'mph'] } as const;
const FREQUENCY = { unitFamily: 'frequency', unit: 'hz', units: ['hz', 'khz', 'mhz'] } as const;
const DIRECTION = [
  { value: 'toward', label: 'Towards the other' },
  { value: 'away', label: 'Away from the other' },
] as const;

const speedField = (label: string, fallback: number) =>
  number({ label, ...SPEED, default: fallback, min: 0, max: 1e6 });

/** Speeds towards the other count as positive in f' = f (v + v_o) / (v − v_s). */
const along = (speed: number, direction: string) => (direction === 'toward' ? speed : -speed);

interface Motion {
  frequency: number;
  wave: number;
  source: number;
  sourceDirection: string;
  observer: number;
  observerDirection: string;
}

const parts = ({ wave, source, sourceDirection, observer, observerDirection }: Motion) => ({
  ahead: wave - along(source, sourceDirection),
  heard: wave + along(observer, observerDirection),
});

function problems(motion: Motion): FieldError[] {
  const { ahead, heard } = parts(motion);
  if (!(ahead > 0)) {
    return [
      {
        field: 'source',
        message: 'A source as fast as the wave or faster makes a shock wave (a sonic boom); enter a slower source.',
      },
    ];
  }
  if (!(heard > 0)) {
    return [
      {
        field: 'observer',
        message: 'An observer moving away faster than the wave never hears it; enter a slower observer.',
      },
    ];
  }
  return [];
}

export default defineCalculator({
  inputs: {
    frequency: number({
      label: 'Frequency the source gives out (f)',
      ...FREQUENCY,
      default: 150,
      min: 0,
      minInclusive: false,
      max: 1e12,
    }),
    wave: number({
      label: 'Speed of the wave (v)',
      help: 'Sound in air is about 343 m/s at 20 °C (331 m/s at 0 °C); in water about 1480 m/s.',
      ...SPEED,
      default: 340,
      min: 0,
      minInclusive: false,
      max: 1e6,
    }),
    source: speedField('Speed of the source (v_s)', 35),
    sourceDirection: radio({ label: 'The source moves', options: DIRECTION, default: 'toward' }),
    observer: speedField('Speed of the observer (v_o)', 0),
    observerDirection: radio({ label: 'The observer moves', options: DIRECTION, default: 'toward' }),
  },
  outputs: {
    observed: out.number({ label: 'Frequency heard f′', primary: true, ...FREQUENCY }),
    shift: out.number({ label: 'Shift f′ − f', ...FREQUENCY }),
    ratio: out.percent({ label: 'Change in pitch', decimals: 2 }),
    wavelength: out.number({
      label: 'Wavelength reaching the observer λ = (v − v_s) ÷ f',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['mm', 'cm', 'm', 'in', 'ft'],
    }),
  },
  validate: problems,
  compute: (motion) => {
    const { ahead, heard } = parts(motion);
    const observed = (motion.frequency * heard) / ahead;
    return {
      observed,
      shift: observed - motion.frequency,
      ratio: (observed / motion.frequency - 1) * 100,
      wavelength: ahead / motion.frequency,
    };
  },
});
