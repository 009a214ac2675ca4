// Times every calculator's compute with its default inputs (`npm run bench`). Each should take
// under 1 ms so typing never lags; the script exits 1 when one does not.

// Calculators import their dated tables as `dated-table:<name>` modules; this teaches Node to load
// them before the first calculator is imported below.
import '../src/build/register-dated-tables.mjs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate } from '../src/engine/evaluate.ts';
import { defaultState } from '../src/engine/state.ts';
import type { CalculatorDefinition } from '../src/engine/types.ts';
import { buildContext } from '../src/lib/engine-context.ts';
import { calculatorEntries } from '../src/calculators/catalogue.ts';

const LIMIT_MS = 1;
const context = buildContext();
let slow = 0;
for (const entry of calculatorEntries()) {
  const file = join(process.cwd(), 'src', 'calculators', entry.category, `${entry.slug}.ts`);
  const definition = ((await import(pathToFileURL(file).href)) as { default: CalculatorDefinition }).default;
  const state = defaultState(definition.inputs, context);
  for (let i = 0; i < 50; i += 1) evaluate(definition, state, context);
  const runs = 500;
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) evaluate(definition, state, context);
  const perRun = (performance.now() - start) / runs;
  if (perRun > LIMIT_MS) slow += 1;
  console.log(`${perRun > LIMIT_MS ? 'SLOW' : 'ok  '} ${perRun.toFixed(3)} ms  ${entry.category}/${entry.slug}`);
}
process.exitCode = slow > 0 ? 1 : 0;
