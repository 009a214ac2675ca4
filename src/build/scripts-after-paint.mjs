// @ts-check
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A module script Astro writes for a page's `<script>` (no inline module: that costs no request). */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * The page with its module scripts started after its first paint instead of before it. None of
 * them draws anything the visitor reads first (search suggestions, measurements, the quote of the
 * visitor's own day), yet each is a request the browser would make, and run, before
 * painting: on a slow phone that is a round trip, about 0.15 s, before the first text shows. The
 * frame callback runs just before the first paint and the timeout just after it. Each import is
 * kept in `pageScripts`, so whoever needs the page's behaviours (a browser test) can wait for them.
 * @param {string} html
 */
export function startScriptsAfterPaint(html) {
  return html.replace(
    MODULE_SCRIPT,
    (_, /** @type {string} */ src) =>
      `<script data-after-paint>requestAnimationFrame(()=>setTimeout(()=>(self.pageScripts??=[]).push(import(${JSON.stringify(src)}))))</script>`,
  );
}

/**
 * Rewrites every built page with startScriptsAfterPaint.
 * @returns {import('astro').AstroIntegration}
 */
export function scriptsAfterPaint() {
  return {
    name: 'scripts-after-paint',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html'));
        await Promise.all(
          files.map(async (name) => {
            const file = join(root, name);
            const html = await readFile(file, 'utf8');
            const rewritten = startScriptsAfterPaint(html);
            if (rewritten !== html) await writeFile(file, rewritten);
          }),
        );
      },
    },
  };
}
