import { describe, expect, it } from 'vitest';
import {
  modeFrequency,
  passesBonello,
  roomModes,
  schroederFrequency,
  type RoomMode,
} from '../../../../../src/calculators/shared/sound/room-modes.ts';

const ROOM = [5, 4, 2.7] as const;

describe('room modes (Rayleigh)', () => {
  it('puts the first axial mode of a 5 m length at c / 10', () => {
    expect(modeFrequency(343, ROOM, [1, 0, 0])).toBeCloseTo(34.3, 10);
  });

  it('finds the (1, 1, 0) tangential mode at (c / 2) √(1/25 + 1/16)', () => {
    expect(modeFrequency(343, ROOM, [1, 1, 0])).toBeCloseTo(171.5 * Math.sqrt(1 / 25 + 1 / 16), 10);
  });

  it('lists every kind of mode, lowest first and none above the limit', () => {
    const all = roomModes(343, ROOM, 100);
    const axial = all.filter((mode) => mode.kind === 'axial');
    expect(axial.map((mode) => mode.indices)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [2, 0, 0],
      [0, 2, 0],
    ]);
    expect(all.some((mode) => mode.kind === 'oblique')).toBe(true);
    expect(all.every((mode, index) => mode.hertz <= 100 && (index === 0 || all[index - 1]!.hertz <= mode.hertz))).toBe(
      true,
    );
  });

  it('gives no modes in a room too small to hold half a wave below the limit', () => {
    expect(roomModes(343, [1, 1, 1], 100)).toEqual([]);
  });

  it('computes the Schroeder frequency 2000 √(T / V)', () => {
    expect(schroederFrequency(0.5, 200)).toBe(100);
  });
});

describe("Bonello's criterion", () => {
  const mode = (hertz: number): RoomMode => ({ hertz, kind: 'axial', indices: [1, 0, 0] });

  it('passes when the count per third-octave band never falls', () => {
    expect(passesBonello([mode(50), mode(63), mode(64), mode(80), mode(81)], 90)).toBe(true);
  });

  it('fails when a band holds fewer modes than the band below', () => {
    expect(passesBonello([mode(50), mode(51), mode(63)], 90)).toBe(false);
  });
});
