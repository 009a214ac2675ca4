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
  examples: [
    {
      inputs: { species: 'oak-red', direction: 'tangential', size: { value: 5, unit: 'in' }, from: 6, to: 9 },
      expect: { change: { value: 0.05535, unit: 'in' }, movement: 'Swells' },
      tolerance: 1e-9,
      source:
        'NWFA method quoted by Flooring Artists, "Dimensional change": multiply the change in moisture content by the coefficient, then by the width (3 × 0.00369 × 5 in = 0.05535 in for plainsawn red oak, coefficient from Wood Handbook Table 13-5)',
    },
    {
      inputs: { species: 'oak-white', direction: 'radial', size: { value: 8, unit: 'in' }, from: 12, to: 6 },
      expect: { newSize: { value: 7.9136, unit: 'in' }, movement: 'Shrinks' },
      tolerance: 1e-9,
      source:
        'Wood Handbook (FPL-GTR-190), eq. 13-5, ΔD = D × C_R × (M_F − M_I) with C_R = 0.00180 for commercial white oak (Table 13-5): 8 × 0.00180 × (6 − 12) = −0.0864 in, so 7.9136 in',
    },
    {
      inputs: { species: 'cherry-black', direction: 'tangential', size: { value: 10, unit: 'in' }, from: 8, to: 8 },
      expect: { change: 0, movement: 'Stays the same' },
      source: 'Wood Handbook (FPL-GTR-190), eq. 13-5: with no change in moisture content, ΔD = D × C × 0 = 0',
    },
  ],
  datedTables: [woodMovementTable],
});
