import { defineCalculator, number, out, select, bandOf } from '../../engine/index.ts';
import { conductorOf, necTables, resistancePerKft, sizeName } from '../shared/electrical/nec-tables.ts';
import { RECOMMENDED_DROP, conductorResistance, feetOf, voltageDrop } from '../shared/electrical/wiring.ts';
import { buildField, conductorSizeField, metalField } from '../shared/presets/conductor-fields.ts';
import { currentField, resistanceOutput, voltageField, voltageOutput } from '../shared/presets/electrical-fields.ts';

const DROP_SHOWN = { decimals: 1 } as const;

export default defineCalculator({
  inputs: {
    system: select({
      label: 'Circuit',
      options: [
        { value: 'single', label: 'Single-phase AC or DC (2 wires)' },
        { value: 'three', label: 'Three-phase AC (line-to-line voltage)' },
      ],
      default: 'single',
    }),
    voltage: voltageField({ label: 'Supply voltage', default: 120 }),
    current: currentField({ label: 'Load current', default: 20, max: 5000 }),
    length: number({
      label: 'One-way length',
      unitFamily: 'length',
      unit: 'ft',
      units: ['ft', 'm'],
      default: 100,
      min: 0,
      max: 100_000,
      help: 'From the supply to the load, not the round trip.',
    }),
    size: conductorSizeField('Wire size', '12'),
    metal: metalField(),
    build: buildField(),
  },
  datedTables: [necTables],
  compute: ({ system, voltage, current, length, size, metal, build }) => {
    const feet = feetOf(length);
    const perKft = resistancePerKft(conductorOf(size), metal, build);
    const drop = voltageDrop(system, current, perKft, feet);
    const percent = (drop / voltage) * 100;
    return {
      drop,
      percent,
      atLoad: voltage - drop,
      verdict: bandOf(
        percent,
        DROP_SHOWN,
        [
          [
            RECOMMENDED_DROP.branch + 0.05,
            `Over the ${RECOMMENDED_DROP.branch} % suggested for a branch circuit: consider a larger wire`,
          ],
          [
            RECOMMENDED_DROP.total + 0.05,
            `Over the ${RECOMMENDED_DROP.total} % suggested for feeder and branch together: use a larger wire`,
          ],
        ],
        `Within the ${RECOMMENDED_DROP.branch} % suggested for a branch circuit`,
      ),
      perConductor: conductorResistance(perKft, feet),
      loss: drop * current,
      table: `${sizeName(size)} ${metal}: ${String(perKft)} Ω per 1000 ft at 75 °C (NEC Chapter 9, Table 8)`,
    };
  },
  outputs: {
    drop: { ...voltageOutput('Voltage drop'), primary: true },
    percent: { ...out.percent({ label: 'Voltage drop', decimals: 1 }), primary: true },
    verdict: out.text({ label: 'Compared with the NEC suggestion' }),
    atLoad: voltageOutput('Voltage at the load'),
    perConductor: resistanceOutput('Resistance of one conductor'),
    loss: out.number({
      label: 'Power lost in the wires',
      unitFamily: 'power',
      unit: 'w',
      units: ['w', 'kw'],
      digits: 4,
    }),
    table: out.text({ label: 'Resistance used' }),
  },
});
