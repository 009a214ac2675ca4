/**
 * `npm run perf`: Lighthouse (mobile, simulated slow 4G, the default) on one page of each template,
 * served from `dist/` by the static server with gzip, as the site is hosted. A benchmark to read,
 * not a test: the byte budgets that must hold are in the site checks. Run `npm run build` first.
 * Each page runs three times and the median run (by LCP) is reported.
 */
import type { Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from './static-server.mjs';

const TEMPLATES: readonly [string, string][] = [
  ['calculator', '/financial/loans-mortgages-payments/loan-payment/'],
  ['calculator (heaviest)', '/financial/debt-management-credit/debt-consolidation/'],
  ['home', '/'],
  ['hub', '/financial/'],
  ['about', '/about/'],
  ['recipe', '/recipes/hearty-lentil-and-vegetable-soup/'],
  ['smart tip', '/smart-tip/build-a-monthly-budget-you-will-keep/'],
  ['quotes', '/daily-quotes/friendship/'],
  ['search', '/search/?q=loan'],
];
const RUNS = 3;
const PORT = Number(process.env.PERF_PORT ?? 4477);

interface Row {
  template: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kb: number;
}

const server = (await serveStatic('dist', PORT)) as Server;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const rows: Row[] = [];
try {
  for (const [template, path] of TEMPLATES) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${String(PORT)}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        template,
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint') / 1000,
        lcp: audit('largest-contentful-paint') / 1000,
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        kb: audit('total-byte-weight') / 1024,
      });
    }
    runs.sort((a, b) => a.lcp - b.lcp);
    const median = runs[Math.floor(RUNS / 2)];
    if (median) rows.push(median);
  }
} finally {
  chrome.kill();
  server.close();
}

console.log('| template | perf | FCP | LCP | TBT | CLS | bytes |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.template} | ${String(row.score)} | ${row.fcp.toFixed(2)} s | ${row.lcp.toFixed(2)} s | ` +
      `${row.tbt.toFixed(0)} ms | ${row.cls.toFixed(3)} | ${row.kb.toFixed(0)} KB |`,
  );
}
