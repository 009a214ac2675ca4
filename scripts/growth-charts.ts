// Regenerates the compact CDC BMI-for-age table the calculators load from the editor-facing
// CSV in content/growth-charts/ (see its README). Run: npm run data:growth-charts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compactBmiForAge, parseBmiForAgeCsv } from '../src/lib/growth-charts.ts';

const root = process.cwd();
const rows = parseBmiForAgeCsv(readFileSync(join(root, 'content/growth-charts/cdc-bmi-for-age.csv'), 'utf8'));
writeFileSync(join(root, 'src/calculators/shared/body/cdc-bmi-for-age.generated.ts'), compactBmiForAge(rows));
console.log(`wrote ${String(rows.length)} rows`);
