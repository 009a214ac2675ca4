import table from 'dated-table:rebar-sizes';
import { toBase } from '../../../engine/units/registry.ts';
import '../../../engine/units/loaders/matter.ts';
import '../../../engine/units/loaders/space.ts';
import type { RebarSizeKey, RebarSizesTable } from './rebar-sizes.schema.ts';

/*
 * Reinforcing bars in a slab: the bar sizes of content/data/rebar-sizes.yaml, the bars of a
 * rectangular grid and the stock lengths they are sold in.
 */
export const rebarSizeTable = table as RebarSizesTable;

export type { RebarSizeKey } from './rebar-sizes.schema.ts';

export const rebarSizeChoices = rebarSizeTable.rows.map((row) => ({ value: row.key, label: row.name }));

/** The nominal mass of a bar of this size, in kg per metre. */
export function rebarMassPerMetre(key: RebarSizeKey): number {
  const row = rebarSizeTable.rows.find((size) => size.key === key);
  if (!row) throw new Error(`No rebar size "${key}" in rebar-sizes.yaml`);
  return row.massUnit === 'kgm' ? row.mass : toBase('mass', row.mass, 'lb') / toBase('length', 1, 'ft');
}

/** The lengths bars are sold in: 20 ft in US yards, 6 m and 12 m elsewhere. */
export const STOCK_BAR_LENGTHS = {
  ft10: toBase('length', 10, 'ft'),
  ft20: toBase('length', 20, 'ft'),
  ft40: toBase('length', 40, 'ft'),
  ft60: toBase('length', 60, 'ft'),
  m6: 6,
  m12: 12,
};

export type StockBarLength = keyof typeof STOCK_BAR_LENGTHS;

/** Whole spaces of `spacing` in `span`, rounded to 9 digits first so 240 in ÷ 12 in stays 20. */
const wholeSpaces = (span: number, spacing: number) => Math.floor(Number((span / spacing).toPrecision(9)));

/**
 * The bars of a one-layer grid in a slab `length` × `width`, kept `cover` from every edge, at
 * `spacing` on centre both ways: along each direction, floor(inner span ÷ spacing) + 1 bars, each
 * as long as the inner span the other way.
 */
export function slabGrid(length: number, width: number, cover: number, spacing: number) {
  const innerLength = Math.max(0, length - 2 * cover);
  const innerWidth = Math.max(0, width - 2 * cover);
  const barsAlongLength = wholeSpaces(innerWidth, spacing) + 1;
  const barsAlongWidth = wholeSpaces(innerLength, spacing) + 1;
  const totalLength = barsAlongLength * innerLength + barsAlongWidth * innerWidth;
  return { innerLength, innerWidth, barsAlongLength, barsAlongWidth, totalLength };
}
