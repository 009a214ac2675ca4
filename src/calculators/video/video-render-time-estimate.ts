import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import {
  footageFields,
  machinesField,
  passesField,
  timeOutput,
  timePerFrameField,
} from '../shared/presets/render-job-fields.ts';
import { framesIn, realtimeSeconds, renderTimes } from '../shared/video/render-time.ts';

export default defineCalculator({
  inputs: {
    ...footageFields(60, 24),
    speed: radio({
      label: 'Render speed given as',
      options: [
        { value: 'perFrame', label: 'Time per frame' },
        { value: 'realtime', label: 'Multiple of real time' },
      ],
      default: 'perFrame',
    }),
    timePerFrame: timePerFrameField(2, 'min'),
    realtimeFactor: number({
      label: 'Times real time (for "Multiple of real time")',
      default: 10,
      min: 0,
      minInclusive: false,
      max: 1_000_000,
      suffix: '× real time',
      help: 'A render that takes 10 minutes for each minute of video is 10 × real time.',
      messages: { min: 'Enter a multiple above zero.' },
    }),
    passes: passesField('Render layers or passes rendered separately (beauty, shadows, mattes…).'),
    machines: machinesField(),
  },
  compute: ({ length, framesPerSecond, speed, timePerFrame, realtimeFactor, passes, machines }) => {
    const frames = framesIn(length, framesPerSecond);
    if (speed === 'realtime') {
      const machineSeconds = realtimeSeconds(length, realtimeFactor, passes);
      return { wallTime: machineSeconds / machines, machineTime: machineSeconds, frames };
    }
    const times = renderTimes({ frames, secondsPerFrame: timePerFrame, passes, machines });
    return { wallTime: times.wallSeconds, machineTime: times.machineSeconds, frames };
  },
  outputs: {
    wallTime: timeOutput('Render time (wall clock)', true),
    machineTime: timeOutput('Machine time (all machines added up)'),
    frames: out.integer({ label: 'Frames to render', suffix: 'frames' }),
  },
  examples: [
    {
      inputs: {
        length: { value: 4, unit: 'min' },
        framesPerSecond: 30,
        speed: 'perFrame',
        timePerFrame: { value: 2.5, unit: 'min' },
        passes: 1,
        machines: 1,
      },
      expect: { frames: 7200, wallTime: 1_080_000 },
      source:
        'Render Time Calculator (calculator.city): 4 minutes at 30 fps is 7,200 frames; total = frames × time per frame = 7,200 × 2.5 min = 18,000 min = 300 h',
    },
    {
      inputs: {
        length: { value: 700, unit: 's' },
        framesPerSecond: 1,
        speed: 'perFrame',
        timePerFrame: { value: 5.43, unit: 's' },
        passes: 1,
        machines: 1,
      },
      expect: { machineTime: 3801 },
      tolerance: 1e-6,
      source:
        'Blender Artists forum, "Math and a Blender Render Farm" (2018): 700 frames at 5.43 s per frame = 5.43 × 700 = 3,801 s on one desktop',
    },
    {
      inputs: {
        length: { value: 1, unit: 'min' },
        framesPerSecond: 24,
        speed: 'perFrame',
        timePerFrame: { value: 2, unit: 'min' },
        passes: 3,
        machines: 4,
      },
      expect: { machineTime: 518_400, wallTime: 129_600 },
      source:
        'By hand: 60 s × 24 fps = 1,440 frames; × 3 passes = 4,320 frame renders × 2 min = 8,640 min = 144 h of machine time; 4 machines take 1,080 each × 2 min = 2,160 min = 36 h',
    },
    {
      inputs: { length: { value: 10, unit: 'min' }, speed: 'realtime', realtimeFactor: 3, passes: 2, machines: 1 },
      expect: { wallTime: 3600 },
      source: 'By hand: 10 minutes of video × 3 (three times real time) × 2 passes = 60 minutes',
    },
  ],
});
