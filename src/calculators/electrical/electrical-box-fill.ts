import { bandOf, defineCalculator, integer, number, out, toggle } from '../../engine/index.ts';
import { necTables, sizeName } from '../shared/electrical/nec-tables.ts';
import { conductorSizeField } from '../shared/presets/conductor-fields.ts';

const FILL_SHOWN = { decimals: 0 } as const;
const CUBIC_INCH = 1.6387064e-5;
/** 314.16(B)(5), 2023: up to four equipment grounding conductors count once, each further one a quarter. */
const GROUNDS_COUNTED_ONCE = 4;

const countField = (label: string, value: number, help: string) =>
  integer({ label, default: value, min: 0, max: 100, help });

export default defineCalculator({
  inputs: {
    wire: conductorSizeField('Largest wire in the box', '12', Object.keys(necTables.boxFillVolumes)),
    conductors: countField(
      'Insulated wires entering the box',
      4,
      'Each hot and neutral that enters; a wire passing through unbroken counts once.',
    ),
    grounds: countField('Ground wires', 2, 'Bare or green equipment grounds entering the box.'),
    devices: countField('Devices (switches, receptacles)', 1, 'Each yoke counts as two wires.'),
    clamps: toggle({ label: 'The box has internal cable clamps', default: true }),
    fittings: countField('Fixture studs and hickeys', 0, 'Each counts as one wire.'),
    boxVolume: number({
      label: 'Box volume',
      unitFamily: 'volume',
      unit: 'in3',
      units: ['in3', 'ml'],
      default: 18,
      min: 0,
      minInclusive: false,
      max: 1000,
      help: 'Marked inside the box, or Table 314.16(A) for metal boxes.',
    }),
  },
  datedTables: [necTables],
  compute: ({ wire, conductors, grounds, devices, clamps, fittings, boxVolume }) => {
    const perWire = necTables.boxFillVolumes[wire] ?? 0;
    const groundCount = grounds === 0 ? 0 : 1 + Math.max(0, grounds - GROUNDS_COUNTED_ONCE) / 4;
    const allowances = conductors + groundCount + 2 * devices + (clamps ? 1 : 0) + fittings;
    const required = allowances * perWire * CUBIC_INCH;
    const fill = (required / boxVolume) * 100;
    return {
      required,
      allowances,
      fill,
      verdict: bandOf(fill, FILL_SHOWN, [[101, 'Overfilled: use a deeper or larger box']], 'Within the box volume'),
      // A volume switched to millilitres is rounded for display and comes back a hair under its
      // cubic inches: a thousandth of an allowance is ignored.
      maxWires: Math.floor(boxVolume / CUBIC_INCH / perWire + 1e-3),
      perWire: `${String(perWire)} in³ for each ${sizeName(wire)} allowance (Table 314.16(B))`,
    };
  },
  outputs: {
    required: {
      ...out.number({ label: 'Volume needed', unitFamily: 'volume', unit: 'in3', units: ['in3', 'ml'], digits: 4 }),
      primary: true,
    },
    fill: { ...out.percent({ label: 'Box fill', decimals: 0 }), primary: true },
    verdict: out.text({ label: 'Result' }),
    allowances: out.number({ label: 'Wire allowances counted', digits: 4 }),
    maxWires: out.integer({ label: 'Most wires of this size in an empty box', suffix: 'wires' }),
    perWire: out.text({ label: 'Volume per allowance' }),
  },
});
