import { defineCalculator, number, out, radio } from '../../engine/index.ts';
import * as renderJob from '../shared/presets/render-job-fields.ts';
import { framesIn, realtimeSeconds, renderTimes } from '../shared/video/render-time.ts';

export default defineCalculator({
  inputs: {
    ...renderJob.footageFields(60, 24),
    speed: radio({
      label: 'Render speed given as',
      options: [
        { value: 'perFrame', label: 'Time per frame' },
        { value: 'realtime', label: 'Multiple of real time' },
      ],
      default: 'perFrame',
    }),
    timePerFrame: renderJob.timePerFrameField(2, 'min'),
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
    passes: renderJob.passesField('Render layers or passes rendered separately (beauty, shadows, mattes…).'),
    machines: renderJob.machinesField(),
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
    wallTime: renderJob.timeOutput('Render time (wall clock)', true),
    machineTime: renderJob.timeOutput('Machine time (all machines added up)'),
    frames: out.integer({ label: 'Frames to render', suffix: 'frames' }),
  },
});
