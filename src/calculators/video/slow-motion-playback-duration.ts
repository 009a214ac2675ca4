import { defineCalculator, number, out } from '../../engine/index.ts';

const fps = (label: string, initial: number, help: string) =>
  number({ label, default: initial, min: 1, max: 1_000_000, suffix: 'fps', help });

const timeUnits = ['ms', 's', 'min', 'h'] as const;

function effectOf(factor: number): string {
  if (factor > 1) return 'Slow motion';
  return factor === 1 ? 'Real speed' : 'Fast motion (sped up)';
}

export default defineCalculator({
  inputs: {
    captureRate: fps('Recording frame rate', 120, 'The rate the camera shot at: 60, 120, 240 fps…'),
    playbackRate: fps('Playback (timeline) frame rate', 24, 'The rate of the edit: 24, 25, 30 fps…'),
    recorded: number({
      label: 'Real time recorded',
      unitFamily: 'time',
      unit: 's',
      units: timeUnits,
      default: 10,
      min: 0,
      max: 1_000_000,
    }),
  },
  outputs: {
    screenTime: out.number({ label: 'Time on screen', primary: true, unitFamily: 'time', unit: 's', units: timeUnits }),
    slowdown: out.number({ label: 'Slow-down factor', digits: 6, suffix: '×' }),
    speed: out.percent({ label: 'Playback speed (of real time)', decimals: 2 }),
    frames: out.number({ label: 'Frames recorded', digits: 10, suffix: 'frames' }),
    effect: out.text({ label: 'Effect' }),
  },
  compute: ({ captureRate, playbackRate, recorded }) => {
    const slowdown = captureRate / playbackRate;
    return {
      screenTime: recorded * slowdown,
      slowdown,
      speed: 100 / slowdown,
      frames: recorded * captureRate,
      effect: effectOf(slowdown),
    };
  },
  examples: [
    {
      inputs: { captureRate: 120, playbackRate: 24, recorded: 10 },
      expect: { slowdown: 5, screenTime: 50, speed: 20, effect: 'Slow motion' },
      source:
        'Tools for Film, "Slow Motion in Practice": 120 fps interpreted at 24 fps is a 5× slowdown, turning 10 seconds of recording into a 50-second clip',
    },
    {
      inputs: { captureRate: 120, playbackRate: 30, recorded: 1 },
      expect: { slowdown: 4, screenTime: 4, frames: 120 },
      source:
        'Games Learning Society, "Is 120 Frames Per Second Considered Slow-Motion?": 120 fps played at 30 fps is four times slower; each recorded second of 120 frames lasts 4 seconds',
    },
    {
      inputs: { captureRate: 2400, playbackRate: 24, recorded: 4 },
      expect: { slowdown: 100, screenTime: 400, speed: 1 },
      source:
        'Blender Render Farm blog, slow motion: shot at 2,400 fps and played at 24 fps, a 4-second action is stretched 100 times, to 400 seconds',
    },
    {
      inputs: { captureRate: 24, playbackRate: 24, recorded: 60 },
      expect: { slowdown: 1, screenTime: 60, effect: 'Real speed' },
      source: 'Edge case: recording and playing at the same rate gives real speed (capture rate / playback rate = 1)',
    },
  ],
});
