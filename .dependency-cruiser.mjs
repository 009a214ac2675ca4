// @ts-check
/*
 * The layers of the site (see the README's folder map): pages → components → lib → calculators
 * → engine, and calculators → calculators/shared → engine. Nothing imports upward and nothing
 * imports in a circle. `npm run test:arch` checks every import under src/ (Astro's .astro files
 * are outside what the checker can read; their imports are component and route wiring).
 */
/** @type {(name: string, comment: string, from: import('dependency-cruiser').IFromRestriction, to: import('dependency-cruiser').IToRestriction) => import('dependency-cruiser').IForbiddenRuleType} */
const layer = (name, comment, from, forbidden) => ({ name, comment, severity: 'error', from, to: forbidden });

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    layer(
      'engine-knows-no-calculator-or-page',
      'The engine is shared by every calculator: it imports nothing from calculators, lib, components or pages.',
      { path: '^src/engine/' },
      { path: '^src/(calculators|lib|components|pages)/' },
    ),
    layer(
      'calculator-uses-only-engine-and-shared',
      'A calculator (src/calculators/<category>/) imports only the engine, calculators/shared and its own folder.',
      { path: '^src/calculators/(?!shared/)([^/]+)/' },
      { path: '^src/', pathNot: ['^src/engine/', '^src/calculators/shared/', '^src/calculators/$1/'] },
    ),
    layer(
      'shared-uses-only-engine',
      'Shared calculator code imports only the engine and itself.',
      { path: '^src/calculators/shared/' },
      { path: '^src/', pathNot: ['^src/engine/', '^src/calculators/shared/'] },
    ),
    layer(
      'lib-has-no-ui',
      'src/lib holds helpers without UI: it imports no components or pages.',
      { path: '^src/lib/' },
      { path: '^src/(components|pages)/' },
    ),
    layer(
      'components-know-no-routes',
      'Components are used by pages, never the other way round.',
      { path: '^src/components/' },
      { path: '^src/pages/' },
    ),
    {
      name: 'no-circular',
      comment: 'A module never reaches itself through its imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
