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
  examples: [
    {
      inputs: { size: '12', metal: 'copper', build: 'stranded', length: 1000 },
      expect: { one: 1.98, perKm: 6.496 },
      tolerance: 0.0005,
      source: 'NEC 2023 Chapter 9, Table 8: 12 AWG stranded uncoated copper is 1.98 Ω per 1000 ft at 75 °C',
    },
    {
      inputs: { size: '4/0', metal: 'aluminium', length: 500 },
      expect: { one: 0.05, loop: 0.1 },
      tolerance: 1e-9,
      source: 'NEC 2023 Chapter 9, Table 8: 4/0 AWG aluminium is 0.100 Ω per 1000 ft at 75 °C, so 500 ft is 0.050 Ω',
    },
    {
      inputs: { size: '12', metal: 'copper', build: 'stranded', length: 1000, temperature: 20 },
      expect: { one: 1.628 },
      tolerance: 0.0005,
      source:
        'NEC 2023 Chapter 9, Table 8, note 2: R₂ = R₁[1 + 0.00323 (T₂ − 75)] for copper; 1.98 × (1 − 0.00323 × 55) = 1.628 Ω at 20 °C',
    },
  ],
});
