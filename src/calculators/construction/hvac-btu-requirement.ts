import { defineCalculator, integer, out, radio, toggle } from '../../engine/index.ts';
import { toBase } from '../../engine/units/convert.ts';
import { CHART_LARGEST_AREA, roomCoolingBtuh } from '../shared/building/room-cooling.ts';
import { buildingArea } from '../shared/presets/building-area.ts';

const BTUH = toBase('power', 1, 'btuh');

export default defineCalculator({
  inputs: {
    area: buildingArea('Floor area of the room', 30, {
      help: 'Length × width. Rooms larger than 2,500 ft² (232 m²) need a proper load calculation.',
      allowZero: false,
    }),
    sunlight: radio({
      label: 'Sun on the room',
      options: [
        { value: 'shaded', label: 'Heavily shaded' },
        { value: 'average', label: 'Average' },
        { value: 'sunny', label: 'Very sunny' },
      ],
      default: 'average',
    }),
    occupants: integer({ label: 'People usually in the room', default: 2, min: 0, max: 100 }),
    kitchen: toggle({ label: 'The room is a kitchen', default: false }),
  },
  validate: ({ area }) =>
    area <= CHART_LARGEST_AREA
      ? []
      : [
          {
            field: 'area',
            message:
              'The room chart stops at 2,500 ft² (232 m²); a larger space needs an ACCA Manual J load calculation.',
          },
        ],
  compute: ({ area, sunlight, occupants, kitchen }) => {
    const btuh = roomCoolingBtuh(area, sunlight, occupants, kitchen);
    return { btuh, power: btuh * BTUH, tons: btuh / 12_000 };
  },
  outputs: {
    btuh: out.number({ label: 'Cooling capacity', primary: true, decimals: 0, suffix: 'BTU/h' }),
    power: out.number({ label: 'In kilowatts', unitFamily: 'power', unit: 'kw', units: ['kw', 'w'], digits: 3 }),
    tons: out.number({ label: 'Tons of cooling (12,000 BTU/h each)', decimals: 2 }),
  },
  examples: [
    {
      inputs: { area: { value: 400, unit: 'ft2' }, sunlight: 'average', occupants: 2, kitchen: false },
      expect: { btuh: 10_000 },
      source:
        'ENERGY STAR room air conditioner sizing chart: 400 up to 450 ft² → 10,000 BTU/h (Mass Save, "Room air conditioners")',
    },
    {
      inputs: { area: { value: 300, unit: 'ft2' }, sunlight: 'sunny', occupants: 4, kitchen: false },
      expect: { btuh: 10_000 },
      source:
        'ENERGY STAR chart and adjustments: 300 up to 350 ft² → 8,000 BTU/h, +10 % for a sunny room = 8,800, +600 for each of 2 people beyond two = 10,000 BTU/h',
    },
    {
      inputs: { area: { value: 200, unit: 'ft2' }, sunlight: 'shaded', occupants: 2, kitchen: true },
      expect: { btuh: 9_400, tons: 0.78333 },
      tolerance: 1e-5,
      source:
        'ENERGY STAR chart and adjustments: 150 up to 250 ft² → 6,000 BTU/h, −10 % heavily shaded = 5,400, +4,000 for a kitchen = 9,400 BTU/h (÷ 12,000 = 0.78 ton)',
    },
    {
      inputs: { area: { value: 150, unit: 'ft2' }, sunlight: 'average', occupants: 1 },
      expect: { btuh: 6_000, power: 1758.4264 },
      tolerance: 0.001,
      source:
        'Boundary: the ENERGY STAR rows read "150 up to 250" → 6,000 BTU/h at exactly 150 ft²; 1 BTU/h = 0.29307107 W (NIST SP 811), so 6,000 BTU/h = 1.758 kW',
    },
  ],
});
