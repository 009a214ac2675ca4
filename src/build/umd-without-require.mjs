// @ts-check

/** Modules whose UMD wrapper asks `typeof require === 'function'` only to learn that it runs as CommonJS. */
const UMD_ASKING_FOR_REQUIRE = /[\\/]node_modules[\\/]pluralize[\\/]pluralize\.js$/;
const REQUIRE_TEST = "typeof require === 'function' && ";

/**
 * Drops that question from those wrappers. Any mention of `require` makes the bundler add its
 * `require` stand-in to the runtime chunk that every calculator page loads (with React), 200 B
 * gzip for the recipe quantities' one package; `typeof exports` and `typeof module` still tell
 * the wrapper it runs as CommonJS. The build fails if a new version of a wrapper no longer has the
 * question, rather than quietly bring the stand-in back.
 * @returns {import('vite').Plugin}
 */
export function umdWithoutRequire() {
  return {
    name: 'umd-without-require',
    apply: 'build',
    transform(code, id) {
      if (!UMD_ASKING_FOR_REQUIRE.test(id)) return;
      if (!code.includes(REQUIRE_TEST))
        throw new Error(`${id} no longer asks "${REQUIRE_TEST}"; update umd-without-require.mjs.`);
      return code.replace(REQUIRE_TEST, '');
    },
  };
}
