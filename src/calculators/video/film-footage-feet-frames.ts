import { defineCalculator, integer, number, out, radio, select } from '../../engine/index.ts';
import { toBase } from '../../engine/units/convert.ts';

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
  examples: [
    {
      inputs: { mode: 'toFeet', gauge: '35-4perf', fps: 24, runningTime: 1 },
      expect: { wholeFeet: 90, extraFrames: 0, totalFrames: 1440, feetPerMinute: 90 },
      source:
        "Kodak H-2 Cinematographer's Field Guide (14th ed., 2010), footage tables: 35 mm 4-perf holds 16 frames per foot, so 24 fps runs 90 feet (1,440 frames) per minute",
    },
    {
      inputs: { mode: 'toTime', gauge: '16mm', fps: 24, feet: 400, frames: 0 },
      expect: { totalFrames: 16_000, time: 666.66666667, feetPerMinute: 36 },
      tolerance: 1e-6,
      source:
        "Kodak H-2 Cinematographer's Field Guide (14th ed., 2010): 16 mm holds 40 frames per foot and runs 36 feet per minute at 24 fps, so a 400 ft roll lasts 11 min 6.7 s",
    },
    {
      inputs: { mode: 'toTime', gauge: '35-3perf', fps: 24, feet: 1000, frames: 0 },
      expect: { totalFrames: 21_333, feetPerMinute: 67.5 },
      source:
        "Kodak H-2 Cinematographer's Field Guide (14th ed., 2010): 35 mm 3-perf gives 21⅓ frames per foot (64 perforations, 3 per frame) and 67.5 feet per minute at 24 fps; 1,000 ft hold 21,333 whole frames",
    },
    {
      inputs: { mode: 'toTime', gauge: '35-4perf', fps: 24, feet: 10, frames: 8 },
      expect: { totalFrames: 168, time: 7, wholeFeet: 10, extraFrames: 8 },
      source: 'Diginova, "Filmlängd": 35 mm film has 16 frames per foot: 10 ft + 8 frames = 168 frames, 7 s at 24 fps',
    },
  ],
});
