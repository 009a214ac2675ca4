import { defineCalculator, integer, out, radio, toggle } from '../../engine/index.ts';
import { toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/heat.ts';
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
});
