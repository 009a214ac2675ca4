import { defineCalculator, number, out, select, text } from '../../engine/index.ts';
import { shoeBySize, shoeSizesTable, type ShoeReading, type ShoeSize } from '../shared/sizes/shoe-sizes.ts';

const CM = 0.01;
/** A measured foot this far beyond the chart's first or last row is off the chart. */
const FOOT_REACH_CM = 0.5;

const GROUPS = [
  { value: 'men', label: 'Men' },
  { value: 'women', label: 'Women' },
  { value: 'children', label: 'Children' },
] as const;

const SYSTEMS = [
  { value: 'us', label: 'US size' },
  { value: 'uk', label: 'UK size' },
  { value: 'eu', label: 'EU size' },
  { value: 'cm', label: 'Japanese size (cm)' },
  { value: 'foot', label: 'My measured foot length' },
] as const;

type Group = (typeof GROUPS)[number]['value'];
type System = (typeof SYSTEMS)[number]['value'];

interface Entry {
  group: Group;
  from: System;
  size: string;
  foot: number;
}

/** The row whose foot length is nearest a measured foot, if the chart reaches that far. */
function byFoot(group: Group, footCm: number): ShoeReading {
  const rows = shoeSizesTable[group];
  const [first, last] = [rows[0] as ShoeSize, rows.at(-1) as ShoeSize];
  if (footCm < first.cm - FOOT_REACH_CM || footCm > last.cm + FOOT_REACH_CM) {
    return {
      problem: `The ${group === 'children' ? 'children’s' : group === 'men' ? 'men’s' : 'women’s'} chart covers feet from ${first.cm} to ${last.cm} cm long.`,
    };
  }
  return { row: rows.reduce((best, row) => (Math.abs(row.cm - footCm) < Math.abs(best.cm - footCm) ? row : best)) };
}

const findShoe = ({ group, from, size, foot }: Entry): ShoeReading =>
  from === 'foot' ? byFoot(group, foot / CM) : shoeBySize(group, from, size);

/** Children’s US and UK sizes restart at 1 after 13½: the sizes from the restart on are "big kids" sizes. */
function childSize(rows: readonly ShoeSize[], row: ShoeSize, system: 'us' | 'uk'): string {
  const restart = rows.findIndex(
    (candidate, index) => index > 0 && candidate[system] < (rows[index - 1]?.[system] ?? 0),
  );
  const big = restart >= 0 && rows.indexOf(row) >= restart;
  return `${row[system]} (${big ? 'big kids' : 'little kids'})`;
}

const sizeText = (group: Group, rows: readonly ShoeSize[], row: ShoeSize, system: 'us' | 'uk') =>
  group === 'children' ? childSize(rows, row, system) : String(row[system]);

export default defineCalculator({
  inputs: {
    group: select({ label: 'Shoes for', options: GROUPS, default: 'men' }),
    from: select({ label: 'Convert from', options: SYSTEMS, default: 'foot' }),
    size: text({ label: 'Size', help: 'Like 9, 9½, 42, 42 2/3 or 27 (cm).', default: '9', maxLength: 10 }),
    foot: number({
      label: 'Foot length',
      help: 'Heel to the tip of the longest toe, standing. Used for “My measured foot length”.',
      default: 27,
      unitFamily: 'length',
      unit: 'cm',
      units: ['cm', 'mm', 'in'],
      imperialUnit: 'in',
      min: 5,
      max: 40,
    }),
  },
  outputs: {
    us: out.text({ label: 'US', primary: true }),
    uk: out.text({ label: 'UK', primary: true }),
    eu: out.text({ label: 'EU', primary: true }),
    jp: out.text({ label: 'Japan (cm)' }),
    mondopoint: out.integer({ label: 'Mondopoint (foot length)', suffix: 'mm' }),
    note: out.text({ label: 'Fit' }),
    chart: out.table({
      label: 'Size chart for this group',
      columns: [
        { key: 'us', label: 'US', kind: 'number' },
        { key: 'uk', label: 'UK', kind: 'number' },
        { key: 'eu', label: 'EU', kind: 'number' },
        { key: 'cm', label: 'Japan (cm)', kind: 'number' },
      ],
      previewRows: 8,
    }),
  },
  validate: (entry) => {
    const reading = findShoe(entry);
    return 'problem' in reading ? [{ field: entry.from === 'foot' ? 'foot' : 'size', message: reading.problem }] : [];
  },
  compute: (entry) => {
    const reading = findShoe(entry);
    const rows = shoeSizesTable[entry.group];
    // validate has refused an entry off the chart, so the first row here is never shown.
    const row = 'row' in reading ? reading.row : (rows[0] as ShoeSize);
    return {
      us: sizeText(entry.group, rows, row, 'us'),
      uk: sizeText(entry.group, rows, row, 'uk'),
      eu: String(row.eu),
      jp: `${row.cm} cm`,
      mondopoint: Math.round(row.cm * 10),
      note: 'Brands size differently, often by half a size: check the maker’s own chart, and go by your foot length when in doubt.',
      chart: rows.map(({ us, uk, eu, cm }) => ({ us, uk, eu, cm })),
    };
  },
  datedTables: [shoeSizesTable],
});
