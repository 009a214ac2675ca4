/** Rows as CSV text (RFC 4180 quoting), with a header line of labels. */
export function toCsv(
  columns: readonly { key: string; label: string }[],
  rows: readonly Record<string, string | number | undefined>[],
): string {
  const cell = (value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.label)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
