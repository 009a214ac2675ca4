import { integer, lessThan, toggle } from '../../../engine/index.ts';
import { openingsArea, roomWallArea, type RoomOpenings } from '../building/room.ts';
import { buildingLength } from './building-lengths.ts';
import { areaField } from './material-order.ts';

/*
 * The room block of the wall-finish calculators (paint, drywall, wallpaper): length, width and
 * height of a rectangular room, its doors and windows with the area of each, and whether the
 * ceiling is covered too. Standard openings as the paint makers' calculators count them: a door
 * with its frame about 3 × 7 ft (21 ft², 1.9 m²), a window about 3 × 5 ft (15 ft², 1.4 m²).
 */
export const roomWallFields = () => ({
  length: buildingLength('Room length', 4),
  width: buildingLength('Room width', 3),
  height: buildingLength('Wall height', 2.4, { help: 'From the floor to the ceiling.' }),
  doors: integer({ label: 'Doors', default: 1, min: 0, max: 100 }),
  doorArea: areaField('Area of one door', 'A standard door with its frame is about 21 ft² (1.9 m²).', 1.9, true),
  windows: integer({ label: 'Windows', default: 1, min: 0, max: 100 }),
  windowArea: areaField('Area of one window', 'A standard window is about 15 ft² (1.4 m²).', 1.4, true),
});

export const ceilingToggle = (label: string) => toggle({ label, default: false });

/** Doors and windows must leave some wall. */
export const openingsInsideRoom = (room: RoomOpenings) =>
  lessThan('windows', openingsArea(room), roomWallArea(room), { what: 'The doors and windows', than: 'the walls' });
