import { asShown, defineCalculator, out, percent, radio, select } from '../../engine/index.ts';
import { dimensionalChange, woodMovementTable, woodSpeciesChoices } from '../shared/building/wood-movement.ts';
import { lumberDimension } from '../shared/presets/lumber-fields.ts';

const moisture = (label: string, defaultPercent: number) =>
  percent({
    label,
    help: 'The coefficients hold for 6–14 %, the range of wood indoors; outside it the result is a rough guide.',
    default: defaultPercent,
    min: 0,
    max: 30,
  });

const sizeOutput = (label: string, primary = false) =>
  out.number({ label, primary, unitFamily: 'length', unit: 'in', units: ['in', 'mm', 'cm'], digits: 4 });

export default defineCalculator({
  inputs: {
    species: select({ label: 'Species', options: woodSpeciesChoices, default: 'oak-red' }),
    direction: radio({
      label: 'Which way across the grain',
      options: [
        { value: 'tangential', label: 'Width of a flatsawn board (tangential)' },
        { value: 'radial', label: 'Width of a quartersawn board (radial)' },
      ],
      default: 'tangential',
    }),
    size: lumberDimension('Size now', 5, 'The width (or thickness) across the grain at the starting moisture.'),
    from: moisture('Moisture content now', 6),
    to: moisture('Moisture content later', 9),
  },
  outputs: {
    newSize: sizeOutput('Size later', true),
    change: sizeOutput('Change in size'),
    movement: out.text({ label: 'The board' }),
    changePercent: out.percent({ label: 'Change, as a share of the size', decimals: 2 }),
  },
  compute: ({ species, direction, size, from, to }) => {
    const change = dimensionalChange(size, species, direction, from, to);
    const shown = asShown(change / 0.0254);
    return {
      newSize: size + change,
      change: Math.abs(change),
      movement: shown > 0 ? 'Swells' : shown < 0 ? 'Shrinks' : 'Stays the same',
      changePercent: (Math.abs(change) / size) * 100,
    };
  },
  datedTables: [woodMovementTable],
});
