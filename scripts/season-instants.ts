// Regenerates the equinox and solstice instants of 1900–2100 the seasons calculator reads, from the
// full VSOP87 theory of the Earth (Bretagnon and Francou 1988) with IAU 1980 nutation and annual
// aberration, the method Meeus ("Astronomical Algorithms", 2nd ed., ch. 27) gives for an accuracy
// of about a second. The theory's tables are far too large to send to a browser, so the instants
// are worked out here once. Run: npm run data:season-instants
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import vsop87Bearth from 'astronomia/data/vsop87Bearth';
import { Planet } from 'astronomia/planetposition';
import { december2, june2, march2, september2 } from 'astronomia/solstice';
import { seasonTable } from '../src/lib/season-instants.ts';

const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

const earth = new Planet(vsop87Bearth);
const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
const instants = years.map((year) => [march2, june2, september2, december2].map((event) => event(year, earth)));
writeFileSync(
  join(process.cwd(), 'src/calculators/shared/astronomy/season-instants.generated.ts'),
  seasonTable(FIRST_YEAR, instants),
);
console.log(`wrote ${String(instants.length * 4)} instants`);
