import { buildingLength } from './building-lengths.ts';

/* The length, width and height of a rectangular room, for the room-acoustics tools. */
export const roomDimensionFields = (length: number, width: number, height: number) => ({
  length: buildingLength('Room length', length),
  width: buildingLength('Room width', width),
  height: buildingLength('Ceiling height', height),
});
