import { defineCalculator, number, out, toggle } from '../../engine/index.ts';
import { airTemperatureField } from '../shared/presets/air-temperature.ts';
import { roomDimensionFields } from '../shared/presets/room-dimensions.ts';
import { passesBonello, roomModes, schroederFrequency } from '../shared/sound/room-modes.ts';
import { speedOfSoundInAir } from '../shared/sound/speed-of-sound.ts';

const HERTZ = { unitFamily: 'frequency', unit: 'hz', units: ['hz'], decimals: 1 } as const;

export default defineCalculator({
  inputs: {
    ...roomDimensionFields(5, 4, 2.7),
    temperature: airTemperatureField(),
    maxHertz: number({
      label: 'List modes up to',
      unitFamily: 'frequency',
      unit: 'hz',
      units: ['hz'],
      default: 200,
      min: 20,
      max: 500,
    }),
    allModes: toggle({ label: 'Include tangential and oblique modes', default: false }),
    rt60: number({
      label: 'Reverberation time (RT60)',
      default: 0.4,
      min: 0.05,
      max: 20,
      suffix: 's',
      help: 'For the Schroeder frequency; 0.3 to 0.5 s in a furnished room.',
    }),
  },
  compute: ({ length, width, height, temperature, maxHertz, allModes, rt60 }) => {
    const speed = speedOfSoundInAir(temperature);
    const dimensions = [length, width, height] as const;
    const every = roomModes(speed, dimensions, maxHertz);
    const listed = allModes ? every : every.filter((mode) => mode.kind === 'axial');
    return {
      lengthMode: speed / (2 * length),
      widthMode: speed / (2 * width),
      heightMode: speed / (2 * height),
      schroeder: schroederFrequency(rt60, length * width * height),
      count: listed.length,
      bonello: passesBonello(every, maxHertz)
        ? 'Passes: modes per third-octave band never fall'
        : 'Fails: a third-octave band holds fewer modes than the band below',
      modes: listed.map((mode) => ({
        hertz: mode.hertz,
        kind: mode.kind,
        indices: mode.indices.join(', '),
      })),
    };
  },
  outputs: {
    lengthMode: out.number({ label: 'First length mode', primary: true, ...HERTZ }),
    widthMode: out.number({ label: 'First width mode', ...HERTZ }),
    heightMode: out.number({ label: 'First height mode', ...HERTZ }),
    schroeder: out.number({ label: 'Schroeder frequency', ...HERTZ }),
    count: out.integer({ label: 'Modes listed' }),
    bonello: out.text({ label: 'Bonello criterion (all modes)' }),
    modes: out.table({
      label: 'Room modes, lowest first',
      columns: [
        { key: 'hertz', label: 'Frequency (Hz)', kind: 'number' },
        { key: 'kind', label: 'Type', kind: 'text' },
        { key: 'indices', label: 'Half-waves (length, width, height)', kind: 'text' },
      ],
    }),
  },
});
