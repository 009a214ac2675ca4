// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { interactionDirective } from './src/directives/integration.mjs';
import { calculatorChunks } from './src/build/calculator-chunks.mjs';
import { calculatorCopies } from './src/build/calculator-copies.mjs';
import { islandChunks } from './src/build/island-chunks.mjs';
import { testPages } from './src/build/test-pages.mjs';
import { datedTables } from './src/build/dated-tables.mjs';
import { scriptsAfterPaint } from './src/build/scripts-after-paint.mjs';
import { umdWithoutRequire } from './src/build/umd-without-require.mjs';

// The public URL the site is served from; canonical links, the sitemap and social cards use it.
const site = process.env.SITE_URL ?? 'https://www.calculio.com';

/** Alias paths from the specification; `public/_redirects` repeats them for hosts that do real 301s. */
const redirects = {
  '/everyday-life': '/everyday/',
  '/tv': '/video/',
  '/tv-video': '/video/',
};

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory', inlineStylesheets: 'always' },
  redirects,
  vite: {
    plugins: [calculatorChunks(), calculatorCopies(), islandChunks(), datedTables(), umdWithoutRequire()],
    resolve: {
      alias: {
        // The package's one-file bundle would make every page that uses one function share a chunk
        // of all the functions any page uses (2 KB gzip for the BMI page's error function); its
        // own per-function modules let each page load only what it calls.
        'simple-statistics': fileURLToPath(new URL('./node_modules/simple-statistics/index.js', import.meta.url)),
      },
    },
  },
  integrations: [
    react(),
    interactionDirective(),
    testPages(),
    scriptsAfterPaint(),
    sitemap({
      // Alias pages only redirect, the style guide is for the team, and /test/ pages for the tests.
      filter: (page) =>
        !['/everyday-life/', '/tv/', '/tv-video/', '/glow-demo/'].some((p) => page.endsWith(p)) &&
        !page.includes('/test/'),
    }),
  ],
});
