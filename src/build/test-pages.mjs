// @ts-check
import { join } from 'node:path';

/**
 * Whether this build also makes the test-only pages: `npm test` builds with BUILD_TEST_PAGES=1;
 * the published build never does.
 */
export const buildsTestPages = () => process.env['BUILD_TEST_PAGES'] === '1';

/**
 * The calculators of the test-only pages, built as chunks like real calculators but never in the
 * catalogue: the calculator of every input kind.
 * @param {string} root the project root
 */
export function testCalculatorFiles(root) {
  return buildsTestPages()
    ? [{ category: 'test', slug: 'input-kinds', view: false, file: join(root, 'tests', 'fixtures', 'input-kinds.ts') }]
    : [];
}

/**
 * The pages only the tests visit (under /test/: every input kind, a form that is not set up), added to the build when BUILD_TEST_PAGES=1:
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
        injectRoute({ pattern: '/test/forms-off', entrypoint: './tests/fixtures/forms-off.astro' });
      },
    },
  };
}
