import { defineCalculator, integer, out, radio, select } from '../../engine/index.ts';
import { UNIT_FAMILIES } from '../../engine/units/table.ts';
import { containersFor } from '../shared/events/drinks.ts';
import { EVENT_TABLES, SEATED_FLOOR_FT2_PER_GUEST, type EventTable } from '../shared/events/tables.ts';

const M2_PER_FT2 = UNIT_FAMILIES.area.units.ft2.factor;

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
  examples: [
    {
      inputs: { guests: 100, table: 'round60', seating: 'comfortable' },
      expect: { tables: 13, seatsPerTable: 8, emptySeats: 4, floorArea: { value: 1200, unit: 'ft2' } },
      tolerance: 1e-6,
      source:
        'Tablecloth sizing chart ("60″ round (seats 8)") and eHomeDecor, "How many does a 6ft round table seat?" ("use 12 sq ft per person for 60 in round tables with 8 per table"): 100 ÷ 8 → 13 tables, 1,200 ft²',
    },
    {
      inputs: { guests: 50, table: 'round72', seating: 'comfortable' },
      expect: { tables: 5, seatsPerTable: 10, emptySeats: 0 },
      source:
        'eHomeDecor, "How many does a 6ft round table seat?": a 72 in round seats 10–12 adults; "1 table per 10 guests", 5 tables for 50 guests',
    },
    {
      inputs: { guests: 40, table: 'rect8', seating: 'tight' },
      expect: { tables: 4, seatsPerTable: 10 },
      source:
        'QuestionItNow, "How many people go to a banquet table": about 2 ft a person, so an 8 ft banquet table holds 8 (4 a side) and 2 more with a seat at each end; 40 ÷ 10 = 4 tables',
    },
  ],
});
