import table from 'dated-table:wi-deck-beam-spans';
import type { DeckBeamSize, DeckBeamSpansTable, DeckSpeciesGroup } from './deck-beam-spans.schema.ts';

/* The deck beam span tables 3A and 3B of Wisconsin rule CR 15-043, from content/data/wi-deck-beam-spans.yaml. */
export const deckBeamSpansTable = table as DeckBeamSpansTable;

export type { DeckBeamSize, DeckSpeciesGroup } from './deck-beam-spans.schema.ts';

/**
 * Beam sizes from the smallest up: shallowest first, then the narrowest at that depth (a solid 3x,
 * two 2x plies, a solid 4x, three 2x plies), so the first that spans far enough is the smallest.
 */
const SMALLEST_FIRST: readonly DeckBeamSize[] = [6, 8, 10, 12].flatMap(
  (depth) => [`3x${depth}`, `2-2x${depth}`, `4x${depth}`, `3-2x${depth}`] as DeckBeamSize[],
);

/** "2-2x10" as "2-ply 2x10", "4x8" as "Solid 4x8". */
export function beamSizeName(size: DeckBeamSize): string {
  const plies = /^(\d)-(2x\d+)$/.exec(size);
  return plies ? `${plies[1]}-ply ${plies[2]}` : `Solid ${size}`;
}

export const deckSpeciesChoices = deckBeamSpansTable.speciesGroups.map((group) => ({
  value: group.key,
  label: `${group.name} (Table ${group.table})`,
}));

export const deckBeamSizeChoices = SMALLEST_FIRST.map((size) => ({ value: size, label: beamSizeName(size) }));

/** The table that holds a species group. */
export function spanTableFor(group: DeckSpeciesGroup) {
  const key = deckBeamSpansTable.speciesGroups.find((row) => row.key === group)?.table;
  const found = deckBeamSpansTable.tables.find((row) => row.table === key);
  if (!found) throw new Error(`No beam span table for species group "${group}" in wi-deck-beam-spans.yaml`);
  return found;
}

/** The longest joist span the tables cover, in feet. */
export const longestJoistSpanFeet = Math.max(...deckBeamSpansTable.joistSpansFeet);

/**
 * The row for a joist span in feet: the first row at least as long, since a beam carrying longer
 * joists carries more load (reading the next larger row is the safe side). Undefined past the last row.
 */
export function joistSpanRow(joistFeet: number): number | undefined {
  // A hair of slack so 3.048 m, typed for 10 ft, reads the 10 ft row despite rounding.
  const row = deckBeamSpansTable.joistSpansFeet.findIndex((feet) => feet >= joistFeet - 1e-9);
  return row < 0 ? undefined : row;
}

export interface BeamSpan {
  size: DeckBeamSize;
  /** The span as printed in the table, e.g. 5'-5". */
  printed: string;
  inches: number;
}

/** Every beam size the group's table lists, with its span for the row, smallest size first. */
export function beamSpansForRow(group: DeckSpeciesGroup, row: number): BeamSpan[] {
  const spans = spanTableFor(group).columns.flatMap((column) =>
    column.sizes.map((size) => {
      const span = column.spans[row];
      if (!span) throw new Error(`No row ${row} in beam span table for "${size}"`);
      return { size, printed: span.printed, inches: span.inches };
    }),
  );
  return SMALLEST_FIRST.flatMap((size) => spans.filter((span) => span.size === size));
}

/** Whether a species group's table lists a beam size. */
export function tableListsSize(group: DeckSpeciesGroup, size: DeckBeamSize): boolean {
  return spanTableFor(group).columns.some((column) => column.sizes.includes(size));
}
