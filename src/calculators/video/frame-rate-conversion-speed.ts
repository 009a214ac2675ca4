import { defineCalculator, number, out } from '../../engine/index.ts';
import { ratioToCents, ratioToSemitones } from '../shared/sound/pitch.ts';

const frameRateField = (label: string, initial: number, help: string) =>
  number({ label, default: initial, min: 1, max: 1000, suffix: 'fps', help });

export default defineCalculator({
  inputs: {
    shotRate: frameRateField('Frame rate it was made for', 24, 'Film is 24 fps; 23.976 for NTSC-era video.'),
    playRate: frameRateField('Frame rate it is played at', 25, 'PAL and most of the world: 25 fps.'),
    runningTime: number({
      label: 'Original running time',
      unitFamily: 'time',
      unit: 'min',
      units: ['s', 'min', 'h'],
      default: 100,
      min: 0,
      max: 100_000,
    }),
  },
  outputs: {
    speedChange: out.percent({ label: 'Speed change', primary: true, decimals: 4 }),
    newRunningTime: out.number({
      label: 'New running time',
      unitFamily: 'time',
      unit: 'min',
      units: ['s', 'min', 'h'],
      digits: 6,
    }),
    timeDifference: out.duration({ label: 'Running time gained (+) or lost (−)' }),
    semitones: out.number({ label: 'Pitch change', digits: 4, suffix: 'semitones' }),
    cents: out.number({ label: 'Pitch change in cents', digits: 4, suffix: 'cents' }),
    speedFactor: out.number({ label: 'Speed factor', digits: 7, suffix: '×' }),
  },
  compute: ({ shotRate, playRate, runningTime }) => {
    // Every frame is shown once, so playing faster shortens the film and raises the sound alike.
    const speedFactor = playRate / shotRate;
    const newRunningTime = runningTime / speedFactor;
    return {
      speedChange: (speedFactor - 1) * 100,
      newRunningTime,
      timeDifference: newRunningTime - runningTime,
      semitones: ratioToSemitones(speedFactor),
      cents: ratioToCents(speedFactor),
      speedFactor,
    };
  },
});
