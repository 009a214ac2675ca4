import { describe, expect, it } from 'vitest';
import { PAINT_CANS, paintVolume } from '../../../../../src/calculators/shared/building/paint.ts';
import { netRoomWalls, roomPerimeter, roomWallArea } from '../../../../../src/calculators/shared/building/room.ts';
import { toBase } from '../../../../../src/engine/units/convert.ts';

const room = { length: 4, width: 3, height: 2.5, doors: 1, doorArea: 2, windows: 2, windowArea: 1.5 };

describe('the walls of a rectangular room', () => {
  it('are the perimeter times the height', () => {
    expect(roomPerimeter(room)).toBe(14);
    expect(roomWallArea(room)).toBe(35);
  });

  it('lose their doors and windows', () => {
    expect(netRoomWalls(room)).toBe(30);
  });

  it('never go below zero when the openings fill them', () => {
    expect(netRoomWalls({ ...room, doors: 100 })).toBe(0);
  });
});

describe('paint for an area', () => {
  it('is area × coats ÷ spreading rate, in m³', () => {
    expect(paintVolume(30, 2, 10)).toBeCloseTo(0.006, 15);
  });

  it('needs nothing for no area', () => {
    expect(paintVolume(0, 2, 10)).toBe(0);
  });

  it('reads 400 ft² per US gallon as about 9.82 m² per litre', () => {
    expect(toBase('spreadingRate', 400, 'ft2gal')).toBeCloseTo(9.817, 3);
  });

  it('sells a US gallon as 3.785411784 litres', () => {
    expect(PAINT_CANS.gal.volume).toBeCloseTo(toBase('volume', 3.785411784, 'l'), 15);
  });
});
