import type { ColumnKind } from '../types.ts';

type Cell = string | number | undefined;

/** Digits after the point that a currency is shown with (2 for USD, 0 for JPY). */
function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * A number as the table shows it, without grouping or symbols, so a spreadsheet reads the
 * same figures the visitor saw (money to the currency's cents, percent to 4 significant
 * digits, other numbers to 6, as the on-screen formatting does).
 */
export function csvValue(kind: ColumnKind, value: Cell, currency: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return '';
  switch (kind) {
    case 'money':
      return value.toFixed(currencyDecimals(currency));
    case 'integer':
      return String(Math.round(value));
    case 'percent':
      return String(Number(value.toPrecision(4)));
    default:
      return String(Number(value.toPrecision(6)));
  }
}

/** The column heading, with the unit the bare numbers are in. */
function csvHeading(column: { label: string; kind: ColumnKind }, currency: string): string {
  if (column.kind === 'money') return `${column.label} (${currency})`;
  if (column.kind === 'percent') return `${column.label} (%)`;
  return column.label;
}

/** Rows as CSV text (RFC 4180 quoting), with a header line of labels. */
export function toCsv(
  columns: readonly { key: string; label: string; kind: ColumnKind }[],
  rows: readonly Record<string, Cell>[],
  currency: string,
): string {
  const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  const lines = [columns.map((column) => quote(csvHeading(column, currency))).join(',')];
  for (const row of rows) lines.push(columns.map((c) => quote(csvValue(c.kind, row[c.key], currency))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
