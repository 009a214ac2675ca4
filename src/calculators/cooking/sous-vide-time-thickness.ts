import { checkAll, defineCalculator, lessThan, number, out, select } from '../../engine/index.ts';
import { fromBase, toBase } from '../../engine/units/registry.ts';
import '../../engine/units/loaders/space.ts';
import {
  DANGER_ZONE_LIMIT_S,
  DANGER_ZONE_TOP_C,
  heatingSeconds,
  SHAPES,
  type Shape,
} from '../shared/cooking/sous-vide.ts';
import { THERMOMETER_NOTICE } from '../shared/cooking/safe-temperatures.ts';
import { temperatureField } from '../shared/presets/temperature-field.ts';

/** The timetable's thicknesses, in millimetres: a thin fillet to a thick roast. */
const TABLE_MM = [10, 20, 25, 30, 40, 50, 60, 70];
const MINUTE = 60;

export default defineCalculator({
  inputs: {
    thickness: number({
      label: 'Thickness (thinnest way through)',
      unitFamily: 'length',
      unit: 'mm',
      imperialUnit: 'in',
      units: ['mm', 'cm', 'in'],
      default: 25,
      min: 2,
      max: 150,
    }),
    shape: select({
      label: 'Shape',
      options: Object.entries(SHAPES).map(([value, { label }]) => ({ value, label })),
      default: 'slab',
    }),
    bath: temperatureField(
      'Water bath temperature',
      'About 55 °C (131 °F) for medium-rare beef, 60 to 64 °C (140 to 147 °F) for chicken breast.',
      56,
      40,
      95,
    ),
    start: temperatureField('Starting temperature', 'Straight from the refrigerator is about 5 °C (41 °F).', 5, 0, 30),
  },
  validate: ({ bath, start }) =>
    checkAll(lessThan('start', start, bath, { what: 'The starting temperature', than: 'the water bath' })),
  outputs: {
    time: out.duration({ label: 'Heating time to the centre', primary: true, smallest: 'minute' }),
    safety: out.text({ label: 'Food safety' }),
    table: out.table({
      label: 'Heating times at this bath temperature (minutes)',
      columns: [
        { key: 'millimetres', label: 'Thickness, mm', kind: 'integer' },
        { key: 'inches', label: 'Thickness, in', kind: 'number' },
        { key: 'slab', label: 'Slab', kind: 'integer' },
        { key: 'cylinder', label: 'Cylinder', kind: 'integer' },
        { key: 'sphere', label: 'Sphere', kind: 'integer' },
      ],
    }),
  },
  compute: ({ thickness, shape, bath, start }) => {
    const time = heatingSeconds(thickness, shape as Shape, start, bath);
    const below = bath < DANGER_ZONE_TOP_C;
    const tooLong = below && time > DANGER_ZONE_LIMIT_S;
    const advice = tooLong
      ? 'Too long below 54.4 °C (130 °F): bacteria can grow before the centre is hot. Cut it thinner or cook hotter.'
      : below
        ? 'Below 54.4 °C (130 °F) nothing is pasteurized: keep the whole cook under 4 hours and serve at once.'
        : 'This is the time to heat the centre; pasteurizing (for poultry, or food for vulnerable people) needs extra holding time at this temperature.';
    return {
      time,
      safety: `${advice} ${THERMOMETER_NOTICE}`,
      table: TABLE_MM.map((mm) => {
        const metres = toBase('length', mm, 'mm');
        const minutes = (kind: Shape) => Math.round(heatingSeconds(metres, kind, start, bath) / MINUTE);
        return {
          millimetres: mm,
          inches: fromBase('length', metres, 'in'),
          slab: minutes('slab'),
          cylinder: minutes('cylinder'),
          sphere: minutes('sphere'),
        };
      }),
    };
  },
});
