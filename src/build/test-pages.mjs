// @ts-check
import { buildsTestPages } from './calculator-chunks.mjs';

/**
 * The pages only the tests visit (under /test/), added to the build when BUILD_TEST_PAGES=1:
 * never in the published site, never in the sitemap.
 * @returns {import('astro').AstroIntegration}
 */
export function testPages() {
  return {
    name: 'test-pages',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        if (!buildsTestPages()) return;
        injectRoute({ pattern: '/test/input-kinds', entrypoint: './tests/fixtures/input-kinds.astro' });
      },
    },
  };
}
