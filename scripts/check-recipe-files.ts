// Validates recipe content without a build: `node scripts/check-recipe-files.ts [files…]`.
// With no arguments it checks every file in content/recipes/dishes and content/recipes/cuisines.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import { cuisineSchema, recipeSchema } from '../src/lib/recipes/schema.ts';

const root = join(process.cwd(), 'content', 'recipes');
const listed = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((f) => f.endsWith('.yaml') && !f.startsWith('_'))
    .map((f) => join(root, folder, f));
const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...listed('dishes'), ...listed('cuisines')];

let failures = 0;
for (const file of files) {
  const schema = file.includes('/cuisines/') ? cuisineSchema : recipeSchema;
  const result = schema.safeParse(parse(readFileSync(file, 'utf8')));
  const expectedName = result.success ? `${'slug' in result.data ? result.data.slug : result.data.key}.yaml` : '';
  if (!result.success) {
    failures += 1;
    console.error(`${file}:`);
    for (const issue of result.error.issues) console.error(`  - ${issue.path.join('.')}: ${issue.message}`);
  } else if (basename(file) !== expectedName) {
    failures += 1;
    console.error(`${file}: the file must be named ${expectedName}`);
  }
}
console.log(`${files.length - failures} valid, ${failures} invalid`);
process.exitCode = failures > 0 ? 1 : 0;
