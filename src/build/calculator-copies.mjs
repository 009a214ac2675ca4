// @ts-check

/** The helpers calculators share (src/calculators/shared/). */
const SHARED_HELPER = /[\\/]src[\\/]calculators[\\/]shared[\\/]/;
/** A calculator or its companion view; the file name (without `.view`) names the page. */
const CALCULATOR_FILE = /[\\/]src[\\/]calculators[\\/](?!shared[\\/])[^\\/]+[\\/]([^\\/.]+)(?:\.view)?\.tsx?$/;
/** The mark of a helper's copy for one page. */
const COPY_FOR = /\?copy-for=([\w-]+)$/;

/**
 * Gives each calculator page its own copy of the shared helpers it imports, bundled into its
 * calculator's chunk. Shared, each helper file was a chunk of its own holding every function any
 * page used from it, and a page loaded many of them: the debt consolidation page loaded ten
 * (3.6 KB gzip), where its own copies add 0.9 KB to its chunk. A page now loads only the functions
 * it calls, in one file. The engine and libraries (big.js, date-fns, …) stay shared: every page
 * needs the engine, and the libraries are larger, so a second page finds them cached.
 * @returns {import('vite').Plugin}
 */
export function calculatorCopies() {
  return {
    name: 'calculator-copies',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const page = COPY_FOR.exec(importer)?.[1] ?? CALCULATOR_FILE.exec(importer)?.[1];
      if (!page) return null;
      const resolved = await this.resolve(source, importer.replace(COPY_FOR, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || !SHARED_HELPER.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}?copy-for=${page}` };
    },
  };
}
