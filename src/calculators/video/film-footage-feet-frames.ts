import { defineCalculator, integer, number, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';

/** Perforations per foot of film and per frame, from which frames per foot follow. */
const GAUGES = {
  '35-4perf': { label: '35 mm 4-perf (16 frames per foot)', perfsPerFoot: 64, perfsPerFrame: 4 },
  '35-3perf': { label: '35 mm 3-perf (21⅓ frames per foot)', perfsPerFoot: 64, perfsPerFrame: 3 },
  '35-2perf': { label: '35 mm 2-perf Techniscope (32 frames per foot)', perfsPerFoot: 64, perfsPerFrame: 2 },
  '16mm': { label: '16 mm (40 frames per foot)', perfsPerFoot: 40, perfsPerFrame: 1 },
  super8: { label: 'Super 8 (72 frames per foot)', perfsPerFoot: 72, perfsPerFrame: 1 },
  '65-5perf': { label: '65/70 mm 5-perf (12.8 frames per foot)', perfsPerFoot: 64, perfsPerFrame: 5 },
} as const;

type GaugeId = keyof typeof GAUGES;

const framesPerFoot = (gauge: GaugeId) => GAUGES[gauge].perfsPerFoot / GAUGES[gauge].perfsPerFrame;

/** Whole frames that start within the first `feet` feet (3-perf frames straddle foot marks). */
const framesInFeet = (feet: number, gauge: GaugeId) => Math.floor(feet * framesPerFoot(gauge) + 1e-9);

export default defineCalculator({
  inputs: {
    mode: radio({
      label: 'Convert',
      options: [
        { value: 'toTime', label: 'Feet + frames → running time' },
        { value: 'toFeet', label: 'Running time → feet + frames' },
      ],
      default: 'toTime',
    }),
    gauge: select({
      label: 'Film gauge and pull-down',
      options: Object.entries(GAUGES).map(([value, { label }]) => ({ value: value as GaugeId, label })),
      default: '35-4perf',
    }),
    fps: number({ label: 'Frame rate', default: 24, min: 1, max: 1000, suffix: 'fps' }),
    feet: integer({ label: 'Feet', default: 1000, min: 0, max: 1_000_000, suffix: 'ft' }),
    frames: integer({ label: 'Plus frames', default: 0, min: 0, max: 1_000_000, suffix: 'frames' }),
    runningTime: number({
      label: 'Running time',
      unitFamily: 'time',
      unit: 'min',
      units: ['s', 'min', 'h'],
      default: 10,
      min: 0,
      max: 1_000_000,
    }),
  },
  outputs: {
    time: out.duration({ label: 'Running time', primary: true }),
    wholeFeet: out.integer({ label: 'Feet', primary: true, suffix: 'ft' }),
    extraFrames: out.integer({ label: 'Plus frames', suffix: 'frames' }),
    totalFrames: out.integer({ label: 'Total frames', suffix: 'frames' }),
    length: out.number({
      label: 'Film length',
      unitFamily: 'length',
      unit: 'm',
      imperialUnit: 'ft',
      units: ['m', 'ft'],
    }),
    feetPerMinute: out.number({ label: 'Film speed', digits: 5, suffix: 'ft/min' }),
  },
  compute: ({ mode, gauge, fps, feet, frames, runningTime }) => {
    const totalFrames = mode === 'toTime' ? framesInFeet(feet, gauge) + frames : Math.round(runningTime * fps);
    const exactFeet = totalFrames / framesPerFoot(gauge);
    const wholeFeet = Math.floor(exactFeet + 1e-9);
    return {
      time: totalFrames / fps,
      wholeFeet,
      extraFrames: totalFrames - framesInFeet(wholeFeet, gauge),
      totalFrames,
      length: toBase('length', exactFeet, 'ft'),
      feetPerMinute: (fps * 60) / framesPerFoot(gauge),
    };
  },
});
