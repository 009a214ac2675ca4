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
});
