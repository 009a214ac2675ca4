import { defineCalculator, number, out, radio, select } from '../../engine/index.ts';
import { hertzForMs, NOTE_DIVISIONS, noteMs } from '../shared/sound/tempo.ts';

const NOTE_NAMES: Record<(typeof NOTE_DIVISIONS)[number], string> = {
  1: 'Whole note (1/1)',
  2: 'Half note (1/2)',
  4: 'Quarter note (1/4, one beat)',
  8: 'Eighth note (1/8)',
  16: 'Sixteenth note (1/16)',
  32: '32nd note (1/32)',
  64: '64th note (1/64)',
};

const MILLISECONDS = { unitFamily: 'time', unit: 'ms', units: ['ms', 's'], digits: 6 } as const;
const MS_PER_SECOND = 1000;

export default defineCalculator({
  inputs: {
    bpm: number({ label: 'Tempo', default: 120, min: 1, max: 1000, suffix: 'BPM' }),
    note: select({
      label: 'Note value',
      options: NOTE_DIVISIONS.map((division) => ({ value: String(division), label: NOTE_NAMES[division] })),
      default: '4',
    }),
    feel: radio({
      label: 'Feel',
      options: [
        { value: 'straight', label: 'Straight' },
        { value: 'dotted', label: 'Dotted (× 1.5)' },
        { value: 'triplet', label: 'Triplet (× 2/3)' },
      ],
      default: 'straight',
    }),
  },
  compute: ({ bpm, note, feel }) => {
    const ms = noteMs(bpm, Number(note), feel);
    return {
      delay: ms / MS_PER_SECOND,
      lfo: hertzForMs(ms),
      bar: noteMs(bpm, 1) / MS_PER_SECOND,
      chart: NOTE_DIVISIONS.map((division) => ({
        note: `1/${String(division)}`,
        straight: noteMs(bpm, division),
        dotted: noteMs(bpm, division, 'dotted'),
        triplet: noteMs(bpm, division, 'triplet'),
        hertz: hertzForMs(noteMs(bpm, division)),
      })),
    };
  },
  outputs: {
    delay: out.number({ label: 'Delay time', primary: true, ...MILLISECONDS }),
    lfo: out.number({
      label: 'LFO rate for one cycle per note',
      unitFamily: 'frequency',
      unit: 'hz',
      units: ['hz'],
      digits: 5,
    }),
    bar: out.number({ label: 'One bar of 4/4', ...MILLISECONDS }),
    chart: out.table({
      label: 'Every note value at this tempo (milliseconds)',
      previewRows: 7,
      columns: [
        { key: 'note', label: 'Note', kind: 'text' },
        { key: 'straight', label: 'Straight (ms)', kind: 'number' },
        { key: 'dotted', label: 'Dotted (ms)', kind: 'number' },
        { key: 'triplet', label: 'Triplet (ms)', kind: 'number' },
        { key: 'hertz', label: 'Straight as a rate (Hz)', kind: 'number' },
      ],
    }),
  },
});
