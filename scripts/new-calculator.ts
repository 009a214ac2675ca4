// npm run new:calculator <category>/<slug>: writes the logic and words files of a tool a hub
// lists, full of TODOs; its example test fails until an author replaces them.
import { scaffoldCalculator } from './scaffold/calculator-scaffold.ts';

try {
  const written = await scaffoldCalculator(process.cwd(), process.argv[2] ?? '');
  console.log(`Wrote:\n${written.map((path) => `  ${path}`).join('\n')}`);
  console.log('Replace every TODO in both files; the example test fails until the examples name their sources.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
