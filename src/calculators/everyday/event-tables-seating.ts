import { defineCalculator, integer, out, radio, select } from '../../engine/index.ts';
import { SPACE_UNITS } from '../../engine/units/families/space.ts';
import { containersFor } from '../shared/events/drinks.ts';
import { EVENT_TABLES, SEATED_FLOOR_FT2_PER_GUEST, type EventTable } from '../shared/events/tables.ts';

const M2_PER_FT2 = SPACE_UNITS.area.units.ft2.factor;

export default defineCalculator({
  inputs: {
    guests: integer({ label: 'Guests to seat', default: 100, min: 1, max: 10_000, suffix: 'guests' }),
    table: select({
      label: 'Table',
      options: Object.entries(EVENT_TABLES).map(([value, { label }]) => ({ value, label })),
      default: 'round60',
    }),
    seating: radio({
      label: 'Seating',
      options: [
        { value: 'comfortable', label: 'Comfortable (dinner)' },
        { value: 'tight', label: 'Tight (most chairs that fit)' },
      ],
      default: 'comfortable',
    }),
  },
  outputs: {
    tables: out.integer({ label: 'Tables needed', primary: true, suffix: 'tables' }),
    seatsPerTable: out.integer({ label: 'Guests per table', suffix: 'seats' }),
    emptySeats: out.integer({ label: 'Spare seats', suffix: 'seats' }),
    floorArea: out.number({
      label: 'Floor space for the seated guests',
      unitFamily: 'area',
      unit: 'm2',
      imperialUnit: 'ft2',
      units: ['m2', 'ft2'],
      digits: 3,
    }),
  },
  compute: ({ guests, table, seating }) => {
    const chosen = EVENT_TABLES[table as EventTable];
    const seatsPerTable = seating === 'tight' ? chosen.tight : chosen.comfortable;
    const tables = containersFor(guests, seatsPerTable);
    return {
      tables,
      seatsPerTable,
      emptySeats: tables * seatsPerTable - guests,
      floorArea: guests * SEATED_FLOOR_FT2_PER_GUEST * M2_PER_FT2,
    };
  },
});
