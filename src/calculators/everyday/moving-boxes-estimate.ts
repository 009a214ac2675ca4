import { defineCalculator, integer, out, percent } from '../../engine/index.ts';
import { boxesForRooms } from '../shared/household/moving-boxes.ts';

const roomCount = (label: string, defaultCount: number, max: number, help?: string) =>
  integer({ label, ...(help === undefined ? {} : { help }), default: defaultCount, min: 0, max, suffix: 'rooms' });

export default defineCalculator({
  inputs: {
    bedrooms: integer({
      label: 'Bedrooms',
      help: 'Count a studio as 1: its sleeping area packs like a bedroom.',
      default: 2,
      min: 0,
      max: 12,
      suffix: 'bedrooms',
    }),
    bathrooms: roomCount('Bathrooms', 1, 10),
    livingRooms: roomCount('Living rooms, dens and offices', 1, 10),
    diningRooms: roomCount('Dining rooms', 1, 5),
    kitchens: roomCount('Kitchens', 1, 3),
    belongings: percent({
      label: 'Your belongings against a typical home',
      help: '100 % for a typical home; more if you collect things or have lived there long, less for a minimalist.',
      default: 100,
      min: 0,
      max: 500,
    }),
  },
  compute: ({ bedrooms, bathrooms, livingRooms, diningRooms, kitchens, belongings }) => {
    const scale = belongings / 100;
    const rows = boxesForRooms({
      mainBedroom: Math.min(bedrooms, 1),
      otherBedroom: Math.max(bedrooms - 1, 0),
      bathroom: bathrooms,
      livingRoom: livingRooms,
      diningRoom: diningRooms,
      kitchen: kitchens,
    }).map((row) => ({ type: row.label, low: Math.ceil(row.low * scale), high: Math.ceil(row.high * scale) }));
    const low = rows.reduce((sum, row) => sum + row.low, 0);
    const high = rows.reduce((sum, row) => sum + row.high, 0);
    return { high, low, boxes: rows };
  },
  outputs: {
    high: out.integer({ label: 'Boxes to have ready', primary: true, suffix: 'boxes' }),
    low: out.integer({ label: 'Fewest you are likely to need', suffix: 'boxes' }),
    boxes: out.table({
      label: 'Boxes by size',
      columns: [
        { key: 'type', label: 'Box', kind: 'text' },
        { key: 'low', label: 'From', kind: 'integer' },
        { key: 'high', label: 'To', kind: 'integer' },
      ],
    }),
  },
});
