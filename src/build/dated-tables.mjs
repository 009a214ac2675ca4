// @ts-check
import { join } from 'node:path';
import { readDatedTable } from '../lib/content/dated-tables.ts';

/** Modules named `dated-table:<name>` are the checked figures of content/data/<name>.yaml. */
export const DATED_TABLE_PREFIX = 'dated-table:';

/** The source of the module `dated-table:<name>`: the table as plain data, nothing to fetch. */
export const datedTableModule = (/** @type {string} */ name) =>
  `export default ${JSON.stringify(readDatedTable(name))};`;

/**
 * Reads each dated table when a calculator imports it, checks it against its schema (a broken
 * file stops the build naming the file and field) and bundles it into that calculator's chunk.
 * @returns {import('vite').Plugin}
 */
export function datedTables() {
  const resolvedPrefix = `\0${DATED_TABLE_PREFIX}`;
  return {
    name: 'dated-tables',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DATED_TABLE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const name = id.slice(resolvedPrefix.length);
      this.addWatchFile(join(process.cwd(), 'content', 'data', `${name}.yaml`));
      return datedTableModule(name);
    },
  };
}
