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
  examples: [
    {
      inputs: { shotRate: 24, playRate: 25, runningTime: 100 },
      expect: { newRunningTime: 5760, timeDifference: -240, speedChange: 4.1666667, cents: 70.672427 },
      tolerance: 1e-4,
      source:
        'michaeldvd.com.au, "PAL\'s 4% Speedup": a 24 fps film transferred at 25 fps plays 25/24 as fast, so a 100-minute film runs 96 minutes; pitch from the ratio by Ellis\'s cent, 1200 × log₂(25/24) = 70.67 cents',
    },
    {
      inputs: { shotRate: 25, playRate: 24, runningTime: 96 },
      expect: { newRunningTime: 6000, speedChange: -4, semitones: -0.70672427 },
      tolerance: 1e-6,
      source:
        'michaeldvd.com.au, "PAL\'s 4% Speedup", reversed: 96 minutes of PAL video slowed from 25 to 24 fps run 100 minutes again, 4 % slower; 12 × log₂(24/25) = −0.7067 semitones',
    },
    {
      inputs: { shotRate: 24, playRate: 23.976, runningTime: 60 },
      expect: { speedChange: -0.1, newRunningTime: 3603.6036036, cents: -1.7316 },
      tolerance: 1e-3,
      source:
        'SMPTE 1000/1001 "pull-down" for NTSC: 24 fps film runs at 23.976 fps, 0.1 % slower, so an hour lasts 3,600 / 0.999 = 3,603.6 s; 1200 × log₂(0.999) = −1.73 cents',
    },
  ],
});
