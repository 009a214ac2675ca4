/*
 * The load a generator or inverter must carry: the running watts of everything on at once, and the
 * peak while motors start. A motor draws its starting watts for a second or two, so when motors
 * start one at a time the peak is the total running watts plus the largest single start-up extra
 * (starting − running); when they may start together, every extra counts.
 */

/** How the motors start: one after another (the usual advice) or all at the same moment. */
export type StartPattern = 'one' | 'all';

export interface ApplianceLoad {
  running: number;
  /** 0 for a load without a motor: it starts at its running watts. */
  starting: number;
}

const extraAtStart = ({ running, starting }: ApplianceLoad) => Math.max(0, starting - running);

export function loadPeak(loads: readonly ApplianceLoad[], pattern: StartPattern) {
  const running = loads.reduce((sum, load) => sum + load.running, 0);
  const extras = loads.map(extraAtStart);
  const extra = pattern === 'all' ? extras.reduce((sum, value) => sum + value, 0) : Math.max(0, ...extras);
  return { running, extra, peak: running + extra };
}

/** Pairs the two lists, position by position. */
export const pairLoads = (running: readonly number[], starting: readonly number[]): ApplianceLoad[] =>
  running.map((watts, index) => ({ running: watts, starting: starting[index] ?? 0 }));
