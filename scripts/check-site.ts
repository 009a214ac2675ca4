// Whole-site checks over the built dist/: every internal link and #fragment resolves under
// object-storage rules, every page is valid HTML, every calculator page shows its pre-rendered
// result with labelled fields, and pages stay within their size budgets.
// Exits 1 when anything fails.
// Accessibility (axe) runs in the browser suite, tests/e2e/accessibility.spec.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRedirectPage, listFiles } from './site-checks/dist-files.ts';
import { findBrokenLinks } from './site-checks/links.ts';
import { findInvalidPages } from './site-checks/html.ts';
import { checkBudgets } from './site-checks/budgets.ts';
import { checkCalculatorPage } from './site-checks/calculator-pages.ts';
import { calculatorEntries } from '../src/calculators/catalogue.ts';

const dist = join(process.cwd(), 'dist');
const htmlFiles = listFiles(dist).filter((file) => file.endsWith('.html'));
const pages = new Map(htmlFiles.map((file) => [file, readFileSync(join(dist, file), 'utf8')]));
// Astro's redirect pages are generated, minimal documents; their links are still checked.
const contentPages = new Map([...pages].filter(([, html]) => !isRedirectPage(html)));

const broken = findBrokenLinks(dist, pages);
const invalid = await findInvalidPages(contentPages);
const budgets = checkBudgets(
  dist,
  contentPages,
  calculatorEntries().map(({ slug, path }) => ({ slug, path })),
);
const calculatorProblems = calculatorEntries().flatMap(({ path }) =>
  checkCalculatorPage(path, pages.get(`${path.slice(1)}index.html`) ?? ''),
);

for (const link of broken) console.error(`broken link: ${link.page} → ${link.url} (${link.reason})`);
for (const page of invalid) {
  for (const m of page.messages)
    console.error(`invalid HTML: ${page.page}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
}
for (const { page, problem } of calculatorProblems) console.error(`calculator page: ${page} ${problem}`);

for (const problem of budgets.problems) {
  console.error(`over budget: ${problem.what} is ${problem.bytes} B gzip (limit ${problem.limit} B)`);
}
const largestHtml = Math.max(...budgets.report.map((r) => r.html));
const largestJs = Math.max(0, ...budgets.report.map((r) => r.js ?? 0));

console.log(`pages: ${pages.size} (${contentPages.size} validated, ${pages.size - contentPages.size} redirects)`);
console.log(`broken links: ${broken.length}`);
console.log(`invalid pages: ${invalid.length}`);
console.log(`calculator pages checked: ${calculatorEntries().length}, problems: ${calculatorProblems.length}`);
console.log(`largest page HTML: ${largestHtml} B gzip; largest calculator page JavaScript: ${largestJs} B gzip`);
const heaviest = budgets.report
  .filter((r) => r.js !== undefined)
  .sort((a, b) => (b.js ?? 0) - (a.js ?? 0))
  .slice(0, 3);
console.log(`heaviest calculator pages: ${heaviest.map((r) => `${r.page} ${String(r.js)} B`).join(', ')}`);
const firstLoads = [...budgets.report].sort((a, b) => b.firstLoad - a.firstLoad);
const firstLoadOf = (prefix: string) => firstLoads.find((r) => r.page.startsWith(prefix))?.firstLoad ?? 0;
console.log(
  `bytes before interaction (HTML + on-load JS, gzip): largest ${firstLoads[0]?.page ?? ''} ${String(firstLoads[0]?.firstLoad ?? 0)} B; ` +
    `home ${String(firstLoadOf('index.html'))} B, search ${String(firstLoadOf('search/'))} B`,
);
console.log(`over budget: ${budgets.problems.length}`);
process.exitCode = broken.length + invalid.length + calculatorProblems.length + budgets.problems.length > 0 ? 1 : 0;
