import { describe, expect, it } from 'vitest';
import beamSpan from '../../../../../src/calculators/construction/wood-beam-span.ts';
import {
  beamSpansForRow,
  deckBeamSpansTable,
  joistSpanRow,
  tableListsSize,
} from '../../../../../src/calculators/shared/building/deck-beam-spans.ts';

const FOOT = 0.3048;
const rows = deckBeamSpansTable.joistSpansFeet.map((_, row) => row);

describe('deck beam span tables (CR 15-043 Tables 3A and 3B)', () => {
  it('reads a joist span between rows on the next larger row, the safe side', () => {
    expect(joistSpanRow(0.5)).toBe(0);
    expect(joistSpanRow(6)).toBe(0);
    expect(joistSpanRow(6.01)).toBe(1);
    expect(joistSpanRow(11)).toBe(3);
    expect(joistSpanRow(18)).toBe(6);
    expect(joistSpanRow(18.01)).toBeUndefined();
    // 3.048 m typed for 10 ft stays on the 10 ft row despite rounding.
    expect(joistSpanRow(3.048 / FOOT)).toBe(2);
  });

  it('lists 16 sizes in Table 3A (solid 3x sharing the 2-ply columns) and the 8 built-up sizes in Table 3B', () => {
    expect(beamSpansForRow('fir-spf', 0)).toHaveLength(16);
    expect(beamSpansForRow('southern-pine', 0)).toHaveLength(8);
    expect(tableListsSize('southern-pine', '4x8')).toBe(false);
    expect(tableListsSize('cedar-pine', '3x12')).toBe(true);
  });

  it('shortens every beam span as the joists it carries get longer (a check on the copied figures)', () => {
    for (const group of ['fir-spf', 'southern-pine'] as const) {
      for (const row of rows.slice(1)) {
        const previous = beamSpansForRow(group, row - 1);
        beamSpansForRow(group, row).forEach((span, index) => {
          expect(span.inches).toBeLessThan(previous[index]?.inches ?? 0);
        });
      }
    }
  });

  it('gives three plies a longer span than two of the same depth in every row', () => {
    for (const group of ['fir-spf', 'southern-pine'] as const) {
      for (const row of rows) {
        const inches = (size: string) => beamSpansForRow(group, row).find((span) => span.size === size)?.inches ?? 0;
        for (const depth of [6, 8, 10, 12]) expect(inches(`3-2x${depth}`)).toBeGreaterThan(inches(`2-2x${depth}`));
      }
    }
  });
});

describe('wood beam span calculator', () => {
  const inputs = { species: 'fir-spf', beamSize: '2-2x12', joistSpan: 18 * FOOT, plannedSpan: 0 } as const;

  it('takes the last row at exactly 18 ft: 5\'-7" for (2)2x12 in Table 3A', () => {
    const result = beamSpan.compute(inputs);
    expect(result.printed).toBe(`5'-7"`);
    expect(result.maxSpan).toBeCloseTo(67 * 0.0254, 12);
  });

  it('refuses a solid 4x beam for southern pine at the beam size field', () => {
    const errors = beamSpan.validate?.({ ...inputs, species: 'southern-pine', beamSize: '4x8' }) ?? [];
    expect(errors.map((error) => error.field)).toEqual(['beamSize']);
  });

  it('names no beam when even a 3-ply 2x12 falls short, and marks every size too long', () => {
    const result = beamSpan.compute({ ...inputs, plannedSpan: 20 * FOOT });
    expect(result.smallest).toMatch(/^None in this table/);
    expect(result.sizes.every((row) => row.planned === 'too long')).toBe(true);
    expect(result.check).toMatch(/^Too long/);
  });

  it('accepts a planned span equal to the table value, with an overhang of a quarter of it', () => {
    const result = beamSpan.compute({ ...inputs, plannedSpan: 67 * 0.0254 });
    expect(result.check).toMatch(/^OK/);
    expect(result.maxOverhang).toBeCloseTo((67 * 0.0254) / 4, 12);
  });
});
