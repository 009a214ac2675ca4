import { describe, expect, it } from 'vitest';
import {
  readReleaseChart,
  releaseChart,
  skierTypeProblem,
  soleColumnOf,
  weightBandOf,
  type Skier,
} from '../../../../../src/calculators/shared/sports/ski-release.ts';
import { checkDatedTable } from '../../../../../src/lib/content/dated-tables.ts';

const adult: Skier = { weightKg: 75, heightCm: 178, age: 35, soleMm: 305, type: 'type1' };
const read = (changes: Partial<Skier>) => readReleaseChart({ ...adult, ...changes });

describe('ISO 11088 release value chart', () => {
  it('starts each weight band at its printed lightest weight, keeping a weight between bands in the lower one', () => {
    // Fischer chart: 42–48 kg is H, 49–57 kg is I, 95 kg and over is M.
    expect(weightBandOf(48.9).code).toBe('H');
    expect(weightBandOf(49).code).toBe('I');
    expect(weightBandOf(13.9).code).toBe('A');
    expect(weightBandOf(95).code).toBe('M');
    expect(() => weightBandOf(9.9)).toThrow(RangeError);
  });

  it('takes the height code when it is nearer the top of the chart', () => {
    // 148 cm and under is H, 149–157 cm I; a 60 kg skier (J) of 148 cm reads row H, of 149 cm row I.
    expect(read({ weightKg: 60, heightCm: 148 }).startCode).toBe('H');
    expect(read({ weightKg: 60, heightCm: 149 }).startCode).toBe('I');
    expect(read({ weightKg: 60, heightCm: 194 }).startCode).toBe('J');
    expect(read({ weightKg: 120, heightCm: 194 }).startCode).toBe('L');
    expect(read({ weightKg: 120, heightCm: 195 }).startCode).toBe('M');
  });

  it('puts a boot sole in its column, whole millimetres as marked on the boot', () => {
    expect(soleColumnOf(230)).toBe(0);
    expect(soleColumnOf(230.4)).toBe(0);
    expect(soleColumnOf(231)).toBe(1);
    expect(soleColumnOf(350)).toBe(6);
    expect(soleColumnOf(351)).toBe(7);
    expect(soleColumnOf(400)).toBe(7);
  });

  it('moves the code for the skier type', () => {
    // From K (75 kg, 178 cm): Type −1 J, Type 1 K, Type 2 L, Type 3 M, Type 3+ N.
    expect(read({ type: 'type1minus' }).code).toBe('J');
    expect(read({ type: 'type1' }).code).toBe('K');
    expect(read({ type: 'type2' }).code).toBe('L');
    expect(read({ type: 'type3' }).code).toBe('M');
    expect(read({ type: 'type3plus' }).code).toBe('N');
  });

  it('moves one row up under 10 and from 50, not at 10 or 49', () => {
    expect(read({ age: 9 }).ageRows).toBe(-1);
    expect(read({ age: 10 }).ageRows).toBe(0);
    expect(read({ age: 49 }).ageRows).toBe(0);
    expect(read({ age: 50 }).code).toBe('J');
  });

  it('keeps the lightest band on code A whatever the type and age', () => {
    const toddler = read({ weightKg: 12, heightCm: 90, age: 4, soleMm: 200, type: 'type2' });
    expect(toddler).toMatchObject({ held: true, code: 'A', value: 0.75, twistNm: 8, forwardLeanNm: 29 });
  });

  it('can reach the top row from C and the bottom row from M', () => {
    expect(read({ weightKg: 20, heightCm: 115, age: 8, soleMm: 220, type: 'type1minus' })).toMatchObject({
      code: 'A',
      value: 0.75,
    });
    expect(read({ weightKg: 110, heightCm: 198, soleMm: 320, type: 'type3plus' })).toMatchObject({
      code: 'P',
      value: 12,
    });
  });

  it('reads a blank cell as the nearest value in the same row', () => {
    // Row G is blank at 230 mm and under (nearest 3.50 at 231–250) and at 351 mm and over (2.00 at 331–350).
    const shortBoot = read({ weightKg: 38, heightCm: 140, soleMm: 225 });
    expect(shortBoot).toMatchObject({ code: 'G', column: 0, valueColumn: 1, value: 3.5 });
    expect(read({ weightKg: 38, heightCm: 140, soleMm: 360 })).toMatchObject({ column: 7, valueColumn: 6, value: 2 });
    // Row P starts at 311–330 mm (12.00).
    expect(read({ weightKg: 110, heightCm: 198, soleMm: 280, type: 'type3plus' })).toMatchObject({ value: 12 });
  });

  it('refuses Type 3 at 21 kg and under, and Type −1 at 17 kg and under', () => {
    expect(skierTypeProblem(21.9, 'type3')).toMatch(/^Type 3 is not recommended/);
    expect(skierTypeProblem(21.9, 'type3plus')).toMatch(/^Type 3 is not recommended/);
    expect(skierTypeProblem(22, 'type3')).toBeUndefined();
    expect(skierTypeProblem(17.9, 'type1minus')).toMatch(/^Type −1 is not used/);
    expect(skierTypeProblem(18, 'type1minus')).toBeUndefined();
    expect(skierTypeProblem(12, 'type2')).toBeUndefined();
  });

  it('matches the printed chart at its corners and in its middle', () => {
    // Fischer chart: row 1 (A) 0,75 at 230 mm and under; row 9 (I) 3,50 at 311–330; row 16 (P) 10,50 at 351 and over.
    expect(releaseChart.rows[0]!.values[0]).toBe(0.75);
    expect(releaseChart.rows[8]!.values[5]).toBe(3.5);
    expect(releaseChart.rows[15]!.values[7]).toBe(10.5);
    expect(releaseChart.rows.flatMap((row) => row.values).filter((value) => value !== null)).toHaveLength(81);
  });

  it('refuses a chart row with a blank between two values', () => {
    const broken = structuredClone(releaseChart) as { rows: { values: (number | null)[] }[] };
    broken.rows[10]!.values[4] = null;
    expect(() => checkDatedTable('iso-11088-release-values', broken)).toThrow(/values side by side/);
  });
});
