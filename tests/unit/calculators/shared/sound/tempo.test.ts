import { describe, expect, it } from 'vitest';
import { hertzForMs, noteMs } from '../../../../../src/calculators/shared/sound/tempo.ts';

describe('note lengths at a tempo', () => {
  it('makes a quarter note one beat and a whole note four', () => {
    expect(noteMs(60, 4)).toBe(1000);
    expect(noteMs(60, 1)).toBe(4000);
  });

  it('makes a dotted note half as long again and three triplets fill two straight notes', () => {
    expect(noteMs(90, 8, 'dotted')).toBeCloseTo(noteMs(90, 8) * 1.5, 12);
    expect(3 * noteMs(90, 8, 'triplet')).toBeCloseTo(2 * noteMs(90, 8), 12);
  });

  it('halves every length when the tempo doubles, down to a 64th note at 1000 BPM', () => {
    expect(noteMs(240, 16)).toBe(noteMs(120, 16) / 2);
    expect(noteMs(1000, 64)).toBe(3.75);
  });

  it('turns a cycle length into a rate', () => {
    expect(hertzForMs(250)).toBe(4);
  });
});
