import table from 'dated-table:iso-11088-release-values';
import type { ReleaseChart, SkierCode } from './ski-release.schema.ts';

/*
 * The release value chart of ISO 11088 (content/data/iso-11088-release-values.yaml) read the way
 * binding makers' instructions and ISO 8061 describe: the weight band gives a skier code, or the
 * height band if that code is nearer the top; Type 2 moves one row down, Type 3 two, Type −1 one row
 * up and Type 3+ three down; under 10 or 50 and over moves one row up (ISO 8061 corrects both by
 * −15 %, about one row); the code's row and the boot-sole-length column give the release value.
 */
export const releaseChart = table as ReleaseChart;
export type { SkierCode } from './ski-release.schema.ts';

/** The skier types, with how many rows each moves down the chart (a negative number moves up). */
export const SKIER_TYPES = {
  type1minus: { rows: -1, name: 'Type −1', label: 'Type −1: asks for a lower setting than Type 1' },
  type1: { rows: 0, name: 'Type 1', label: 'Type 1: cautious, slower speeds, gentle slopes' },
  type2: { rows: 1, name: 'Type 2', label: 'Type 2: most skiers, varied speeds and slopes' },
  type3: { rows: 2, name: 'Type 3', label: 'Type 3: aggressive, fast, steep slopes' },
  type3plus: { rows: 3, name: 'Type 3+', label: 'Type 3+: asks for a higher setting than Type 3' },
} as const;

export type SkierType = keyof typeof SKIER_TYPES;

/** The skier types as menu choices, Type −1 first. */
export const SKIER_TYPE_CHOICES = (Object.keys(SKIER_TYPES) as SkierType[]).map((value) => ({
  value,
  label: SKIER_TYPES[value].label,
}));

/** Under this age a skier moves one row up the chart. */
export const YOUNG_BELOW = 10;
/** From this age on a skier moves one row up the chart. */
export const OLDER_FROM = 50;

export interface Skier {
  weightKg: number;
  heightCm: number;
  /** Whole years. */
  age: number;
  soleMm: number;
  type: SkierType;
}

export interface ReleaseReading {
  weightBand: { code: SkierCode; label: string };
  heightBand: { code: SkierCode; label: string };
  /** The band code nearer the top of the chart. */
  startCode: SkierCode;
  /** True in the lightest band, where the chart keeps code A whatever the type and age. */
  held: boolean;
  /** Rows moved down for the skier type (negative: up). */
  typeRows: number;
  /** The code after the type's move, before the age's. */
  typeCode: SkierCode;
  /** Rows moved down for the age (0 or −1). */
  ageRows: number;
  code: SkierCode;
  /** The boot-sole-length column of the skier, and its heading. */
  column: number;
  columnLabel: string;
  /** The column the value is read from: `column`, or the nearest filled one when that cell is blank. */
  valueColumn: number;
  valueColumnLabel: string;
  value: number;
  twistNm: number;
  forwardLeanNm: number;
}

/** The row of a code moved `rows` down the chart (up when negative). */
function rowBelow(code: SkierCode, rows: number) {
  const row = releaseChart.rows[releaseChart.rows.findIndex((candidate) => candidate.code === code) + rows];
  if (!row) throw new RangeError(`${code} moved ${rows} rows is off the chart`);
  return row;
}

/** The last of the bands, lightest or shortest first, that the skier reaches. */
function lastReached<Band>(bands: readonly Band[], reached: (band: Band) => boolean, what: string): Band {
  const band = bands.findLast(reached);
  if (!band) throw new RangeError(`Below the first ${what} band of the chart`);
  return band;
}

/** The weight band of a skier of at least 10 kg: the last band whose lightest weight is reached. */
export const weightBandOf = (weightKg: number) =>
  lastReached(releaseChart.weightBands, (band) => weightKg >= band.fromKg, 'weight');

const heightBandOf = (heightCm: number) =>
  lastReached(releaseChart.heightBands, (band) => heightCm >= band.fromCm, 'height');

/** The column of a boot sole length; soles are marked in whole millimetres, so the length is rounded first. */
export function soleColumnOf(soleMm: number): number {
  const marked = Math.round(soleMm);
  return releaseChart.soleColumns.findIndex((column) => column.upToMm === null || marked <= column.upToMm);
}

const columnLabel = (column: number) => releaseChart.soleColumns[column]?.label ?? '';

/** The filled cell nearest `column` in a row (blanks sit only at the ends of a row, so it is unique). */
function nearestFilled(values: readonly (number | null)[], column: number) {
  const filled = values.flatMap((value, index) => (value === null ? [] : [{ column: index, value }]));
  const distance = (cell: { column: number }) => Math.abs(cell.column - column);
  const [nearest] = [...filled].sort((a, b) => distance(a) - distance(b));
  if (!nearest) throw new RangeError('A chart row without values');
  return nearest;
}

/**
 * Why a skier type does not suit a weight, or undefined: ASTM's release-preference chart does not
 * recommend Type 3 at 21 kg (47 lb) and under, and the chart's notes keep Type −1 from the two
 * lightest bands (up to 17 kg), which have no row to move up to.
 */
export function skierTypeProblem(weightKg: number, type: SkierType): string | undefined {
  const code = weightBandOf(weightKg).code;
  if (SKIER_TYPES[type].rows >= 2 && code < 'D')
    return 'Type 3 is not recommended for skiers of 21 kg (47 lb) or less: choose Type 1 or Type 2.';
  if (type === 'type1minus' && code < 'C')
    return 'Type −1 is not used for skiers of 17 kg (38 lb) or less: choose Type 1.';
  return undefined;
}

/** Reads the chart for a skier whose type suits their weight (see skierTypeProblem). */
export function readReleaseChart(skier: Skier): ReleaseReading {
  const weightBand = weightBandOf(skier.weightKg);
  const heightBand = heightBandOf(skier.heightCm);
  // Codes run A to P down the chart, so the earlier letter is the row nearer the top.
  const startCode = weightBand.code < heightBand.code ? weightBand.code : heightBand.code;
  const held = startCode === 'A';
  const typeRows = held ? 0 : SKIER_TYPES[skier.type].rows;
  const ageRows = !held && (skier.age < YOUNG_BELOW || skier.age >= OLDER_FROM) ? -1 : 0;
  const chartRow = rowBelow(startCode, typeRows + ageRows);
  const column = soleColumnOf(skier.soleMm);
  const cell = nearestFilled(chartRow.values, column);
  return {
    weightBand: { code: weightBand.code, label: weightBand.label },
    heightBand: { code: heightBand.code, label: heightBand.label },
    startCode,
    held,
    typeRows,
    typeCode: rowBelow(startCode, typeRows).code,
    ageRows,
    code: chartRow.code,
    column,
    columnLabel: columnLabel(column),
    valueColumn: cell.column,
    valueColumnLabel: columnLabel(cell.column),
    value: cell.value,
    twistNm: chartRow.twistNm,
    forwardLeanNm: chartRow.forwardLeanNm,
  };
}
