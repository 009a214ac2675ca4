/*
 * Boxes a room takes to pack, low and high, by box type: the room-by-room guide of Moving Muscle,
 * "How Many Boxes Do I Need to Move?" (getmovingmuscle.com). Box volumes are the usual mover sizes
 * (small 1.5, medium 3, large 4.5, extra-large 6 cubic feet).
 */
export const BOX_TYPES = [
  { key: 'small', label: 'Small (1.5 cu ft): books, tools, cans' },
  { key: 'medium', label: 'Medium (3 cu ft): kitchenware, toys, electronics' },
  { key: 'large', label: 'Large (4.5 cu ft): linens, clothes, lampshades' },
  { key: 'extraLarge', label: 'Extra-large (6 cu ft): bedding, pillows' },
  { key: 'wardrobe', label: 'Wardrobe (hanging clothes)' },
  { key: 'dishPack', label: 'Dish pack (dishes, glasses)' },
] as const;

type BoxKey = (typeof BOX_TYPES)[number]['key'];
type Range = readonly [low: number, high: number];
type RoomBoxes = Readonly<Record<BoxKey, Range>>;

const NONE: Range = [0, 0];

export const ROOM_BOXES = {
  kitchen: { small: [2, 4], medium: [5, 6], large: [4, 4], extraLarge: [2, 2], wardrobe: NONE, dishPack: [4, 6] },
  livingRoom: { small: [2, 4], medium: [3, 4], large: [2, 4], extraLarge: [1, 2], wardrobe: NONE, dishPack: NONE },
  mainBedroom: { small: [1, 3], medium: [5, 6], large: [5, 8], extraLarge: NONE, wardrobe: [4, 6], dishPack: NONE },
  otherBedroom: { small: [1, 2], medium: [3, 5], large: [0, 3], extraLarge: [0, 2], wardrobe: [2, 4], dishPack: NONE },
  bathroom: { small: [2, 2], medium: [1, 1], large: NONE, extraLarge: NONE, wardrobe: NONE, dishPack: NONE },
  diningRoom: { small: [1, 2], medium: [1, 2], large: NONE, extraLarge: NONE, wardrobe: NONE, dishPack: [2, 4] },
} as const satisfies Record<string, RoomBoxes>;

export type RoomKind = keyof typeof ROOM_BOXES;

/** The boxes of each type, low and high, for so many rooms of each kind. */
export function boxesForRooms(rooms: Readonly<Record<RoomKind, number>>) {
  return BOX_TYPES.map(({ key, label }) => {
    let low = 0;
    let high = 0;
    for (const [room, count] of Object.entries(rooms) as [RoomKind, number][]) {
      const [roomLow, roomHigh] = ROOM_BOXES[room][key];
      low += roomLow * count;
      high += roomHigh * count;
    }
    return { label, low, high };
  });
}
