import { defineCalculator, out } from '../../engine/index.ts';
import {
  ampacityOf,
  conductorOf,
  necTables,
  sizeName,
  smallConductorLimit,
  type ConductorRow,
  type Metal,
  type TemperatureColumn,
} from '../shared/electrical/nec-tables.ts';
import { conductorSizeField, metalField, temperatureColumnField } from '../shared/presets/conductor-fields.ts';
import { currentField } from '../shared/presets/electrical-fields.ts';

/** 110.14(C): a conductor is used at the lower of its insulation rating and its terminals' rating. */
function usableAmpacity(row: ConductorRow, metal: Metal, insulation: TemperatureColumn, terminals: TemperatureColumn) {
  const column = Number(terminals) < Number(insulation) ? terminals : insulation;
  return ampacityOf(row, metal, column);
}

export default defineCalculator({
  inputs: {
    size: conductorSizeField('Wire size', '12'),
    metal: metalField(),
    insulation: temperatureColumnField(
      'Insulation rating',
      '90',
      'THHN/THWN-2 and XHHW-2 are 90 °C; NM-B cable is used at 60 °C.',
    ),
    terminals: temperatureColumnField(
      'Terminal rating',
      '60',
      '110.14(C): 60 °C for circuits of 100 A or less and 14–1 AWG unless the equipment is marked 75 °C.',
    ),
    load: currentField({ label: 'Load current (to find the smallest wire)', default: 28, max: 2000 }),
  },
  datedTables: [necTables],
  compute: ({ size, metal, insulation, terminals, load }) => {
    const row = conductorOf(size);
    const table = ampacityOf(row, metal, insulation);
    const usable = usableAmpacity(row, metal, insulation, terminals);
    const limit = smallConductorLimit(size, metal);
    const smallest = necTables.conductors.find(
      (candidate) => (usableAmpacity(candidate, metal, insulation, terminals) ?? 0) >= load,
    );
    return {
      usable: usable ?? 0,
      table: table ?? 0,
      breakerLimit: limit
        ? `${String(limit)} A at most (240.4(D) small-conductor rule)`
        : `The next standard breaker above ${String(usable ?? 0)} A may be allowed (240.4(B)); see the breaker size calculator`,
      smallest: smallest ? sizeName(smallest.size) : 'Larger than 1000 kcmil: use conductors in parallel',
    };
  },
  validate: ({ size, metal }) =>
    metal === 'aluminium' && size === '14'
      ? [{ field: 'size', message: 'Table 310.16 starts aluminium at 12 AWG; pick 12 AWG or larger.' }]
      : [],
  outputs: {
    usable: out.number({ label: 'Ampacity you can use', suffix: 'A', decimals: 0, primary: true }),
    table: out.number({ label: 'Table 310.16 ampacity at the insulation rating', suffix: 'A', decimals: 0 }),
    breakerLimit: out.text({ label: 'Largest breaker' }),
    smallest: out.text({ label: 'Smallest wire for the load current', primary: true }),
  },
});
