import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../format/numbers.ts';
import type { ColumnKind, TableOutputSpec, TableRow } from '../types.ts';

function cellText(kind: ColumnKind, value: number | string | undefined, currency: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return kind === 'date' ? formatDate(value) : value;
  switch (kind) {
    case 'money':
      return formatMoney(value, currency);
    case 'percent':
      return formatPercent(value);
    case 'integer':
      return Math.round(value).toLocaleString('en-US');
    default:
      return formatNumber(value, { digits: 6 });
  }
}

/** A result table with a preview, "Show all", CSV download and print. */
export function ResultTable({
  name,
  spec,
  rows,
  currency,
}: {
  name: string;
  spec: TableOutputSpec;
  rows: readonly TableRow[];
  currency: string;
}): ReactNode {
  const preview = spec.previewRows ?? 12;
  const [showAll, setShowAll] = useState(false);
  const printing = usePrinting();
  const shown = showAll || printing ? rows : rows.slice(0, preview);

  // The CSV writer loads when the visitor asks for the file, not with the table.
  const download = async () => {
    const { toCsv } = await import('./csv.ts');
    const blob = new Blob([toCsv(spec.columns, rows, currency)], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${name}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className="calc-table" aria-labelledby={`out-${name}-heading`}>
      <div className="calc-table__bar">
        <h2 id={`out-${name}-heading`}>{spec.label}</h2>
        <div className="calc-table__actions">
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void download()}>
            Download CSV
          </button>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              window.print();
            }}
          >
            Print
          </button>
        </div>
      </div>
      <section className="calc-table__scroll" tabIndex={0} aria-label={`${spec.label} (scrollable)`}>
        <table>
          <thead>
            <tr>
              {spec.columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row, index) => (
              <tr key={index}>
                {spec.columns.map((column) => (
                  <td key={column.key}>{cellText(column.kind, row[column.key], currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {rows.length > preview ? (
        <button
          type="button"
          className="btn btn--link btn--sm"
          aria-expanded={showAll}
          onClick={() => {
            setShowAll(!showAll);
          }}
        >
          {showAll ? 'Show fewer rows' : `Show all ${rows.length} rows`}
        </button>
      ) : null}
    </section>
  );
}

/** True while the page is being printed, so a printout has every row, not the preview. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // The print layout is taken right after "beforeprint": the rows must be in the page by then.
    const before = () => {
      flushSync(() => {
        setPrinting(true);
      });
    };
    const after = () => {
      setPrinting(false);
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
