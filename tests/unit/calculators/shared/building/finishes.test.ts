import { describe, expect, it } from 'vitest';
import { carpetStrips } from '../../../../../src/calculators/shared/building/carpet.ts';
import { dropLength, dropsAcross, dropsPerRoll } from '../../../../../src/calculators/shared/building/wallpaper.ts';
import { groutVolume } from '../../../../../src/calculators/shared/building/grout.ts';
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

describe('grout in the joints of a tiled area', () => {
  const joint = { tileLength: 0.3, tileWidth: 0.3, joint: 0.003, depth: 0.008 };

  it('follows the makers’ formula: 300 × 300 × 8 mm tiles with 3 mm joints take 0.16 L a m²', () => {
    // (300 + 300) / (300 × 300) × 3 × 8 = 0.16 mm of grout over the area, 0.16 L per m².
    expect(groutVolume(1, joint)).toBeCloseTo(0.00016, 12);
  });

  it('needs none for no area or no joint', () => {
    expect(groutVolume(0, joint)).toBe(0);
    expect(groutVolume(10, { ...joint, joint: 0 })).toBe(0);
  });

  it('grows as the tiles shrink: 5 cm mosaic takes six times the grout of 30 cm tiles', () => {
    const mosaic = groutVolume(1, { ...joint, tileLength: 0.05, tileWidth: 0.05 });
    expect(mosaic / groutVolume(1, joint)).toBeCloseTo(6, 12);
  });
});

describe('wallpaper drops', () => {
  it('lengthen a drop to whole pattern repeats', () => {
    expect(dropLength(2.4, 0.1, 0.53)).toBeCloseTo(2.65, 12);
  });

  it('keep the plain height and trim without a repeat', () => {
    expect(dropLength(2.4, 0.1, 0)).toBe(2.5);
  });

  it('give no drop from a roll shorter than one drop', () => {
    expect(dropsPerRoll(2, 2.5)).toBe(0);
  });

  it('count an exact fit as whole drops: 10 m of 2.5 m drops is 4', () => {
    expect(dropsPerRoll(10, 2.5)).toBe(4);
    expect(dropsAcross(1.06, 0.53)).toBe(2);
  });
});

describe('carpet strips off a roll', () => {
  it('fit a room no wider than the roll in one strip, with no seam', () => {
    expect(carpetStrips(3.6, 5, 4)).toEqual({ strips: 1, seams: 0, rollLength: 5, bought: 20 });
  });

  it('take a second strip and a seam for a room wider than the roll', () => {
    const { strips, seams, rollLength } = carpetStrips(4.5, 5, 4);
    expect([strips, seams, rollLength]).toEqual([2, 1, 10]);
  });

  it('fit exactly 12 ft of room on a 12 ft roll in one strip', () => {
    const twelveFeet = 12 * 0.3048;
    expect(carpetStrips(twelveFeet, 5, twelveFeet).strips).toBe(1);
  });
});
