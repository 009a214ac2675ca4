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
  examples: [
    {
      inputs: { bedrooms: 2, bathrooms: 1, livingRooms: 1, diningRooms: 1, kitchens: 1, belongings: 100 },
      expect: { low: 53, high: 86 },
      source:
        'Moving Muscle, "How Many Boxes Do I Need to Move?" room-by-room table, added by hand for a kitchen, living room, main and one other bedroom, bathroom and dining room: small 9–17, medium 18–24, large 11–19, extra-large 3–6, wardrobe 6–10, dish packs 6–10 = 53–86',
    },
    {
      inputs: { bedrooms: 1, bathrooms: 1, livingRooms: 1, diningRooms: 0, kitchens: 1, belongings: 100 },
      expect: { low: 43, high: 62 },
      source:
        'Moving Muscle room-by-room table, added by hand for a kitchen, living room, one bedroom and bathroom: small 7–13, medium 14–17, large 11–16, extra-large 3–4, wardrobe 4–6, dish packs 4–6 = 43–62',
    },
    {
      inputs: { bedrooms: 0, bathrooms: 0, livingRooms: 0, diningRooms: 0, kitchens: 0, belongings: 100 },
      expect: { low: 0, high: 0 },
      source: 'Edge case (no rooms to pack): every room count is 0, so no boxes',
    },
  ],
});
