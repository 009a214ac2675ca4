import table from 'dated-table:irc-2021-stairs-guards';
import type { StairsGuardsTable } from './stairs-guards.schema.ts';

/* The IRC stair and guard limits of content/data/irc-2021-stairs-guards.yaml, in inches as the code states them. */
export const stairsGuardsTable = table as StairsGuardsTable;
