import { defineCalculator, number, out, toggle } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import { TURKEY_OVEN_F, TURKEY_TIMETABLE, turkeyBand } from '../shared/cooking/turkey.ts';

const HOUR = 3600;
const timeOutput = (label: string, primary = false) => out.duration({ label, primary, smallest: 'minute' });
const hours = (range: readonly [number, number] | undefined, end: 0 | 1) => (range ? range[end] * HOUR : 0);

export default defineCalculator({
  inputs: {
    weight: number({
      label: 'Turkey weight',
      unitFamily: 'mass',
      unit: 'lb',
      units: ['lb', 'kg'],
      default: 14,
      min: 4,
      max: 24,
      messages: {
        min: 'The USDA timetable starts at 4 lb (1.8 kg).',
        max: 'The USDA timetable ends at 24 lb (10.9 kg).',
      },
    }),
    stuffed: toggle({ label: 'Stuffed', default: false }),
  },
  validate: ({ weight, stuffed }) =>
    stuffed && !turkeyBand(weight)?.stuffedHours
      ? [
          {
            field: 'stuffed',
            message: 'The USDA gives stuffed times from 8 lb (3.6 kg); cook stuffing for a small bird in a dish.',
          },
        ]
      : [],
  outputs: {
    shortest: timeOutput('Roast for at least', true),
    longest: timeOutput('Up to'),
    oven: out.number({
      label: 'Oven temperature',
      unitFamily: 'temperature',
      unit: 'f',
      units: ['f', 'c'],
      decimals: 0,
    }),
    safety: out.text({ label: 'Done when' }),
    timetable: out.table({
      label: 'USDA FSIS roasting timetable at 325 °F (hours)',
      columns: [
        { key: 'weight', label: 'Weight (lb)', kind: 'text' },
        { key: 'unstuffed', label: 'Unstuffed', kind: 'text' },
        { key: 'stuffed', label: 'Stuffed', kind: 'text' },
      ],
    }),
  },
  compute: ({ weight, stuffed }) => {
    const band = turkeyBand(weight);
    const range = stuffed ? band?.stuffedHours : band?.unstuffedHours;
    const show = (pair: readonly [number, number] | undefined) =>
      pair ? `${pair[0]} to ${pair[1]}` : 'not recommended';
    return {
      shortest: hours(range, 0),
      longest: hours(range, 1),
      oven: toBase('temperature', TURKEY_OVEN_F, 'f'),
      safety:
        'A food thermometer reads 165 °F (74 °C) in the thickest part of the breast, the innermost thigh and wing, and the centre of the stuffing. Let it rest 20 minutes before carving.',
      timetable: TURKEY_TIMETABLE.map((entry) => ({
        weight: `${entry.fromLb} to ${entry.toLb}`,
        unstuffed: show(entry.unstuffedHours),
        stuffed: show(entry.stuffedHours),
      })),
    };
  },
});
