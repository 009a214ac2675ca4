import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { Chart as ChartPart } from './Chart.tsx';
import type { ResultTable as ResultTablePart } from './ResultTable.tsx';

/*
 * Tables and charts appear on few calculators, so their code is in separate chunks that only
 * pages showing one load. The build imports both before rendering (the awaited imports run
 * only there), so the pre-rendered page holds the finished table and chart. In the browser,
 * the pre-rendered markup says which parts the page shows, and those load before the island
 * hydrates, so hydration finds the same markup and nothing flashes or shifts. No Suspense
 * boundary is involved: React would stream a large boundary out of place in the built HTML.
 */
interface Parts {
  table?: typeof ResultTablePart | undefined;
  chart?: typeof ChartPart | undefined;
}

const loadTable = async () => (await import('./ResultTable.tsx')).ResultTable;
const loadChart = async () => (await import('./Chart.tsx')).Chart;

async function partsThePageShows(): Promise<Parts> {
  const shows = (selector: string) => typeof document !== 'undefined' && document.querySelector(selector) !== null;
  const [table, chart] = await Promise.all([
    shows('.calc-table') ? loadTable() : undefined,
    shows('.calc-chart') ? loadChart() : undefined,
  ]);
  return { table, chart };
}

const parts: Parts = import.meta.env.SSR
  ? { table: await loadTable(), chart: await loadChart() }
  : await partsThePageShows();

/** A part already loaded, or loaded now (a page whose build-time result had none of it). */
function usePart<K extends keyof Parts>(key: K, load: () => Promise<NonNullable<Parts[K]>>): Parts[K] {
  const [part, setPart] = useState(() => parts[key]);
  useEffect(() => {
    if (part) return;
    let current = true;
    void load().then((loaded) => {
      parts[key] = loaded;
      if (current) setPart(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [key, load, part]);
  return part;
}

export function ResultTable(props: ComponentProps<typeof ResultTablePart>): ReactNode {
  const Part = usePart('table', loadTable);
  return Part ? <Part {...props} /> : null;
}

export function Chart(props: ComponentProps<typeof ChartPart>): ReactNode {
  const Part = usePart('chart', loadChart);
  return Part ? <Part {...props} /> : null;
}
