/*
 * The surfaces of a rectangular room: its walls (perimeter × height) less the doors and windows in
 * them, and its floor or ceiling. Lengths in m, areas in m².
 */

export interface RoomOpenings {
  length: number;
  width: number;
  height: number;
  doors: number;
  doorArea: number;
  windows: number;
  windowArea: number;
}

export const roomPerimeter = ({ length, width }: { length: number; width: number }) => 2 * (length + width);

/** The four walls before anything is left out. */
export const roomWallArea = (room: RoomOpenings) => roomPerimeter(room) * room.height;

export const openingsArea = (room: RoomOpenings) => room.doors * room.doorArea + room.windows * room.windowArea;

/** The walls less their doors and windows (never below zero). */
export const netRoomWalls = (room: RoomOpenings) => Math.max(0, roomWallArea(room) - openingsArea(room));
