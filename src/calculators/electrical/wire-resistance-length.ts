import { defineCalculator, number, out } from '../../engine/index.ts';
import { conductorOf, necTables, resistancePerKft } from '../shared/electrical/nec-tables.ts';
import { conductorResistance, feetOf, resistanceAt } from '../shared/electrical/wiring.ts';
import { buildField, conductorSizeField, metalField } from '../shared/presets/conductor-fields.ts';
import { resistanceOutput } from '../shared/presets/electrical-fields.ts';

export default defineCalculator({
  inputs: {
    size: conductorSizeField('Wire size', '12'),
    metal: metalField(),
    build: buildField(),
    length: number({
      label: 'Length of wire',
      unitFamily: 'length',
      unit: 'ft',
      units: ['ft', 'm'],
      default: 100,
      min: 0,
      max: 1e6,
    }),
    temperature: number({
      label: 'Conductor temperature',
      unitFamily: 'temperature',
      unit: 'c',
      units: ['c', 'f'],
      default: 75,
      min: -50,
      max: 150,
      help: '75 °C is the NEC table’s value for a loaded wire; about 20 °C for a cold one.',
    }),
  },
  datedTables: [necTables],
  compute: ({ size, metal, build, length, temperature }) => {
    const perKft = resistanceAt(resistancePerKft(conductorOf(size), metal, build), metal, temperature);
    const one = conductorResistance(perKft, feetOf(length));
    return { one, loop: 2 * one, perKft, perKm: (perKft * feetOf(1000)) / 1000 };
  },
  outputs: {
    one: { ...resistanceOutput('Resistance of this length'), primary: true },
    loop: resistanceOutput('Out and back (two conductors)'),
    perKft: out.number({ label: 'Per 1000 ft', suffix: 'Ω', digits: 4 }),
    perKm: out.number({ label: 'Per kilometre', suffix: 'Ω', digits: 4 }),
  },
});
