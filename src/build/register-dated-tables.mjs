// @ts-check
import { registerHooks } from 'node:module';
import { DATED_TABLE_PREFIX, datedTableModule } from './dated-tables.mjs';

/*
 * Lets plain Node (the scripts in scripts/) load calculators, which import their dated tables as
 * `dated-table:<name>` modules; the build does the same through the Vite plugin in dated-tables.mjs.
 * Import this module before the first calculator is loaded, or pass it to `node --import`.
 */
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier.startsWith(DATED_TABLE_PREFIX) ? { url: specifier, shortCircuit: true } : nextResolve(specifier, context),
  load: (url, context, nextLoad) =>
    url.startsWith(DATED_TABLE_PREFIX)
      ? { format: 'module', source: datedTableModule(url.slice(DATED_TABLE_PREFIX.length)), shortCircuit: true }
      : nextLoad(url, context),
});
