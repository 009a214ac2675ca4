import { wholePackages } from './packages.ts';

/*
 * Members laid at a regular spacing: joists, studs, posts and deck boards. Lengths in metres.
 */

/**
 * Members at `spacing` on centre along `span`, both ends included: ⌈span ÷ spacing⌉ + 1, so a
 * 16 ft deck at 16 in takes 13 joists and a last bay shorter than the spacing still gets its end.
 */
export function membersOnCentre(span: number, spacing: number): number {
  return wholePackages(span, spacing) + 1;
}

/** Rows of boards `boardWidth` wide with `gap` between them that cover `width`: ⌈width ÷ (board + gap)⌉. */
export function boardRows(width: number, boardWidth: number, gap: number): number {
  return wholePackages(width, boardWidth + gap);
}

/** Pieces of `stockLength` laid end to end to make a run of `run`, cut per run (offcuts not reused). */
export function piecesPerRun(run: number, stockLength: number): number {
  return wholePackages(run, stockLength);
}
