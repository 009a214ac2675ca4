// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The one rule for which files under src/calculators are calculators. Plain JavaScript, because
 * the build plugin run by astro.config.mjs needs it as well as the TypeScript catalogue.
 *
 * A calculator is src/calculators/<category>/<slug>.ts; its optional companion view (a tool that
 * is more than a formula) is <slug>.view.tsx beside it. `shared/` holds code several calculators
 * use, and a file starting with "_" is a helper of its folder, not a calculator.
 */

/** The folder of shared code, never a category. */
export const SHARED_FOLDER = 'shared';

/**
 * The same rule as Vite glob patterns, relative to src/calculators. Vite needs the patterns
 * written out as literals in src/calculators/registry.ts; a unit test holds the two together.
 */
export const LOGIC_GLOB = ['./*/*.ts', '!./shared/**', '!./**/_*.ts'];
export const VIEW_GLOB = './*/*.view.tsx';

const LOGIC_SUFFIX = '.ts';
const VIEW_SUFFIX = '.view.tsx';

/**
 * What a file in a category folder is: a calculator's logic, its view, or nothing.
 * @param {string} folder the folder under src/calculators
 * @param {string} name the file name
 * @returns {{ slug: string; view: boolean } | undefined}
 */
export function calculatorFileRole(folder, name) {
  if (folder === SHARED_FOLDER || name.startsWith('_')) return undefined;
  if (name.endsWith(VIEW_SUFFIX)) return { slug: name.slice(0, -VIEW_SUFFIX.length), view: true };
  if (name.endsWith(LOGIC_SUFFIX)) return { slug: name.slice(0, -LOGIC_SUFFIX.length), view: false };
  return undefined;
}

/**
 * Every calculator logic file and companion view under <root>/src/calculators, sorted by
 * category and file name.
 * @param {string} root the project root
 * @returns {{ category: string; slug: string; view: boolean; file: string }[]}
 */
export function calculatorFiles(root) {
  const base = join(root, 'src', 'calculators');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((category) =>
      readdirSync(join(base, category))
        .sort()
        .flatMap((name) => {
          const role = calculatorFileRole(category, name);
          return role ? [{ category, ...role, file: join(base, category, name) }] : [];
        }),
    );
}
