// The team's report: per hub, how many tools are listed, how many have a working calculator,
// and which are still missing; then the total. A report, not a gate: it always exits 0.
import { toolHref } from '../src/calculators/catalogue.ts';
import { getHubs, hubToolCount } from '../src/lib/hubs.ts';

const verbose = process.argv.includes('--missing');
let listed = 0;
let working = 0;
const rows: string[] = [];

for (const hub of getHubs().values()) {
  const items = hub.sections.flatMap((section) => section.items);
  const missing = items.filter((item) => toolHref(item.slug) === undefined);
  const done = items.length - missing.length;
  listed += hubToolCount(hub);
  working += done;
  rows.push(`${hub.key.padEnd(14)} ${String(done).padStart(3)}/${String(items.length).padEnd(3)}`);
  if (verbose || missing.length <= 10) {
    for (const item of missing) rows.push(`    missing: ${item.slug}`);
  } else {
    rows.push(`    missing: ${missing.length} tools (npm run catalogue -- --missing lists them)`);
  }
}

console.log(rows.join('\n'));
console.log(`\ntotal          ${working}/${listed}`);
