/*
 * How long rendering and encoding take. Times are in seconds. A render job is a number of frames,
 * each taking a measured time on one machine, run once per pass (beauty, shadows, AOV layers…);
 * machines share whole frames, so the slowest machine has ⌈jobs ÷ machines⌉ of them.
 */

/** Frames in a piece of `seconds` at `framesPerSecond`, to the nearest whole frame. */
export const framesIn = (seconds: number, framesPerSecond: number): number => Math.round(seconds * framesPerSecond);

export interface RenderJob {
  frames: number;
  secondsPerFrame: number;
  passes: number;
  machines: number;
}

/** Machine time (all machines added up) and wall-clock time of a frame-by-frame render. */
export function renderTimes({ frames, secondsPerFrame, passes, machines }: RenderJob) {
  const jobs = frames * passes;
  return {
    machineSeconds: jobs * secondsPerFrame,
    wallSeconds: Math.ceil(jobs / machines) * secondsPerFrame,
  };
}

/**
 * Time to encode `seconds` of video when the encoder runs at `encodeFramesPerSecond`:
 * seconds × frame rate ÷ encoding speed, once per pass.
 */
export const encodeSeconds = (seconds: number, framesPerSecond: number, encodeFramesPerSecond: number, passes = 1) =>
  ((seconds * framesPerSecond) / encodeFramesPerSecond) * passes;

/** Time for work that runs at `realtimeFactor` × the length (2 = twice as long as the video), per pass. */
export const realtimeSeconds = (seconds: number, realtimeFactor: number, passes = 1) =>
  seconds * realtimeFactor * passes;
