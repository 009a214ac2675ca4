// @ts-check
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A module script Astro writes for a page's `<script>` (no inline module: that costs no request). */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * Starts `urls` once the first contentful paint is on screen: the paint timing entry is only
 * written once the frame is presented, whereas a frame callback and a timeout can run while the
 * frame is still on its way to the screen, and a request started then counts as one the first
 * paint waited for (Lighthouse's simulated slow phone then showed the first text and the largest
 * element 0.1–0.3 s later, in some loads of a page and not others). Where the browser reports no
 * paint timing, a frame callback and a timeout stand in; and if no paint is ever reported, the
 * scripts start after 3 s all the same. The imports go to `pageScripts`, one entry per script.
 * @param {readonly string[]} urls
 */
const startAfterFirstPaint = (urls) =>
  `{let s=()=>{s=()=>{};(self.pageScripts??=[]).push(Promise.all(${JSON.stringify(urls)}.map(u=>import(u))))};` +
  `self.PerformanceObserver?.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}}).observe({type:"paint",buffered:true}):requestAnimationFrame(()=>setTimeout(()=>s()));setTimeout(()=>s(),3e3)}`;

/**
 * The page with its module scripts started after its first paint instead of before it. None of
 * them draws anything the visitor reads first (search suggestions, measurements, the quote of the
 * visitor's own day), yet each is a request the browser would make, and run, before
 * painting: on a slow phone that is a round trip, about 0.15 s, before the first text shows. One
 * inline script, where the last of them stood, starts them all (see startAfterFirstPaint).
 * @param {string} html
 */
export function startScriptsAfterPaint(html) {
  /** @type {string[]} */
  const urls = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  let left = urls.length;
  return html.replace(MODULE_SCRIPT, () => {
    left -= 1;
    return left > 0 ? '' : `<script data-after-paint>${startAfterFirstPaint(urls)}</script>`;
  });
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
