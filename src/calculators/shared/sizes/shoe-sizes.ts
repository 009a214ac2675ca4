import table from 'dated-table:shoe-sizes';
import { readQuarterSize } from './ring-sizes.ts';
import type { ShoeGroup, ShoeSize, ShoeSizesTable } from './shoe-sizes.schema.ts';

/*
 * Shoe sizes from the charts in content/data/shoe-sizes.yaml: men, women and children, each row
 * one size in US, UK, EU and Japanese (foot length in cm) terms.
 */
export const shoeSizesTable = table as ShoeSizesTable;
export type { ShoeGroup, ShoeSize } from './shoe-sizes.schema.ts';

export type ShoeSystem = 'us' | 'uk' | 'eu' | 'cm';

export type ShoeReading = { row: ShoeSize } | { problem: string };

/** How far from a chart's EU size or foot length an entry may be and still be that size. */
const EU_REACH = 0.35;
const CM_REACH = 0.25;

const SYSTEM_NAMES: Record<ShoeSystem, string> = { us: 'a US', uk: 'a UK', eu: 'an EU', cm: 'a Japanese (cm)' };

/** "42", "42.5", "42 2/3" (Paris thirds) or "42⅔". */
function readEu(text: string): number | undefined {
  const match = /^\s*(\d{2})(?:\s*(⅓|⅔|1\/3|2\/3|1\/2|½)|(\.\d+))?\s*$/.exec(text);
  if (!match) return undefined;
  const part = { '⅓': 1 / 3, '1/3': 1 / 3, '⅔': 2 / 3, '2/3': 2 / 3, '½': 0.5, '1/2': 0.5 }[match[2] ?? ''] ?? 0;
  return Number(match[1]) + part + Number(match[3] ?? 0);
}

const readCm = (text: string): number | undefined => {
  const match = /^\s*(\d{1,2}(?:[.,]\d+)?)\s*(?:cm)?\s*$/i.exec(text);
  return match ? Number((match[1] ?? '').replace(',', '.')) : undefined;
};

/** The chart row of a size as typed in one system, or which sizes the chart has. */
export function shoeBySize(group: ShoeGroup, system: ShoeSystem, text: string): ShoeReading {
  const rows = shoeSizesTable[group];
  const wanted = system === 'eu' ? readEu(text) : system === 'cm' ? readCm(text) : readQuarterSize(text);
  const reach = system === 'eu' ? EU_REACH : system === 'cm' ? CM_REACH : 0;
  const matches = wanted === undefined ? [] : rows.filter((row) => Math.abs(row[system] - wanted) <= reach + 1e-9);
  // Several rows can print the same EU size; the nearest, then the smallest, is taken.
  const row = matches.sort((a, b) => Math.abs(a[system] - (wanted ?? 0)) - Math.abs(b[system] - (wanted ?? 0)))[0];
  if (row) return { row };
  const sizes = rows.map((candidate) => candidate[system]);
  const listed =
    system === 'us' || system === 'uk' ? sizes.join(', ') : `${Math.min(...sizes)} to ${Math.max(...sizes)}`;
  return {
    problem: `“${text.trim()}” is not ${SYSTEM_NAMES[system]} size in the ${group === 'children' ? 'children’s' : group === 'men' ? 'men’s' : 'women’s'} chart, which has ${listed}.`,
  };
}
