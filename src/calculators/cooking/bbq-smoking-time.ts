import { defineCalculator, number, out, select } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
import '../../engine/units/loaders/matter.ts';
import { THERMOMETER_NOTICE } from '../shared/cooking/safe-temperatures.ts';
import { pitFactor, SMOKED_CUTS, STALL_NOTE, type SmokedCutKey } from '../shared/cooking/smoking.ts';

const HOUR = 3600;
const LB = toBase('mass', 1, 'lb');

export default defineCalculator({
  inputs: {
    cut: select({
      label: 'Cut',
      options: Object.entries(SMOKED_CUTS).map(([value, cut]) => ({ value, label: cut.label })),
      default: 'brisket',
    }),
    weight: number({
      label: 'Weight',
      help: 'Ribs are timed by the rack, whatever their weight.',
      unitFamily: 'mass',
      unit: 'lb',
      units: ['lb', 'kg'],
      default: 12,
      min: 1,
      max: 30,
    }),
    pit: number({
      label: 'Smoker temperature',
      unitFamily: 'temperature',
      unit: 'f',
      units: ['f', 'c'],
      default: 225,
      min: 200,
      max: 300,
    }),
  },
  outputs: {
    shortest: out.duration({ label: 'Plan for at least', primary: true, smallest: 'minute' }),
    longest: out.duration({ label: 'Up to', smallest: 'minute' }),
    done: out.number({
      label: 'Done at (internal)',
      unitFamily: 'temperature',
      unit: 'c',
      imperialUnit: 'f',
      units: ['f', 'c'],
      decimals: 0,
    }),
    stall: out.text({ label: 'The stall' }),
    safety: out.text({ label: 'Food safety' }),
  },
  compute: ({ cut, weight, pit }) => {
    const smoked = SMOKED_CUTS[cut as SmokedCutKey];
    // Ribs cook by the rack: racks side by side take the same time as one.
    const units = smoked.perRack ? 1 : weight / LB;
    const factor = pitFactor(fromBase('temperature', pit, 'f'));
    return {
      shortest: smoked.hours[0] * units * factor * HOUR,
      longest: smoked.hours[1] * units * factor * HOUR,
      done: toBase('temperature', smoked.doneF, 'f'),
      stall: smoked.stall ? STALL_NOTE : 'This cut rarely stalls for long; go by temperature and tenderness.',
      safety: THERMOMETER_NOTICE,
    };
  },
});
