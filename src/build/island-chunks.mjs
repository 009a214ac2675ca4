// @ts-check

/** React and the renderer that hydrates islands: every island needs all of them. */
const REACT = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const CALCULATOR_ISLAND = /[\\/]src[\\/]components[\\/]islands[\\/]CalculatorIsland\.tsx$/;
/**
 * Calculators, their views and the input kind loaders are entries too, but only calculator pages
 * load them; so does the test pages' calculator of every input kind (tests/fixtures/).
 */
const CALCULATOR_ENTRY = /[\\/](src[\\/](calculators|engine[\\/]kinds[\\/]loaders)|tests[\\/]fixtures)[\\/]/;
/**
 * What every calculator's definition calls (defineCalculator and the input builders). The island
 * never imports them, but every calculator page loads them, so they join the island's chunk
 * rather than be two small files of their own that compress worse and cost requests.
 */
const CALCULATOR_CORE = /[\\/]src[\\/]engine[\\/](define|builders)\.ts$/;
/** A unit family file and its loader: one chunk per group, which a calculator page loads when it shows one of its units. */
const UNIT_GROUP = /[\\/]src[\\/]engine[\\/]units[\\/](families|loaders)[\\/]/;
const UNIT_REGISTRY = /[\\/]src[\\/]engine[\\/]units[\\/]registry\.ts$/;

/** A module's file name without folder, extension or query: what chunks are named after. */
const moduleName = (/** @type {string} */ id) => id.replace(/^.*[\\/]/, '').replace(/[.?].*$/, '');

/**
 * @typedef {{ isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[] }} ModuleFacts
 * @typedef {{ islandOnly: Set<string>; sharedChunkOf: Map<string, string> }} IslandPlan
 */

/**
 * Which modules join the calculator island's chunk, and which of the island's modules go to a
 * chunk shared with other scripts (named after those scripts). The other scripts are other pages'
 * entries and every part loaded on demand: the island waits for its table and chart as it starts,
 * so they must not import the island's chunk back (a cycle that would never finish loading).
 * @param {readonly string[]} ids every module of the client build
 * @param {(id: string) => ModuleFacts | null | undefined} facts
 * @returns {IslandPlan}
 */
export function planIslandChunks(ids, facts) {
  const island = ids.find((id) => CALCULATOR_ISLAND.test(id) && facts(id)?.isEntry);
  if (!island) return { islandOnly: new Set(), sharedChunkOf: new Map() };
  /** @type {(entry: string, into?: Set<string>) => Set<string>} */
  const staticReach = (entry, into = new Set()) => {
    if (into.has(entry)) return into;
    into.add(entry);
    for (const imported of facts(entry)?.importedIds ?? []) staticReach(imported, into);
    return into;
  };
  const others = ids.filter((id) => {
    const info = facts(id);
    return id !== island && !CALCULATOR_ENTRY.test(id) && (info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0);
  });
  /** @type {Map<string, Set<string>>} */
  const usersOf = new Map();
  for (const other of others) {
    const user = moduleName(other);
    for (const id of staticReach(other)) usersOf.set(id, new Set([...(usersOf.get(id) ?? []), user]));
  }
  // Helpers the bundler adds (such as the preload helper of dynamic imports) count too.
  const islandModules = [...staticReach(island)];
  return {
    islandOnly: new Set(
      [...islandModules, ...ids.filter((id) => CALCULATOR_CORE.test(id))].filter((id) => !usersOf.has(id)),
    ),
    sharedChunkOf: new Map(
      islandModules.flatMap((id) => {
        const users = usersOf.get(id);
        return users ? [[id, `shared-${[...users].sort().join('-')}`]] : [];
      }),
    ),
  };
}

/**
 * Puts React in one chunk and what the calculator island loads up front in another. Left to
 * itself the bundler splits the engine into a dozen small chunks by which calculators share them,
 * and each small file compresses worse and costs a request: a calculator page loaded about 36
 * scripts. Only modules that nothing but calculator pages use join the island's chunk, so the
 * share box, the recipe scaler and the search keep loading just what they need (see
 * `planIslandChunks`).
 * @returns {import('vite').Plugin}
 */
export function islandChunks() {
  /** @type {IslandPlan} */
  let plan = { islandOnly: new Set(), sharedChunkOf: new Map() };
  return {
    name: 'island-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT, priority: 3 },
                  {
                    // Each unit family file is its own chunk, which pages name by its group (see
                    // calculator-chunks.mjs); the registry they fill is one more, small and shared.
                    name: (id) => (UNIT_GROUP.test(id) ? `units-${moduleName(id)}` : 'unit-registry'),
                    test: (id) => UNIT_GROUP.test(id) || UNIT_REGISTRY.test(id),
                    priority: 3,
                  },
                  {
                    // Without this group, the island's chunk would take these modules in as its
                    // dependencies, and the share box would load the whole island to use one.
                    name: (id) => plan.sharedChunkOf.get(id) ?? null,
                    test: (id) => plan.sharedChunkOf.has(id),
                    priority: 2,
                  },
                  { name: 'calculator-island', test: (id) => plan.islandOnly.has(id), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment.name !== 'client') return;
      plan = planIslandChunks([...this.getModuleIds()], (id) => this.getModuleInfo(id));
    },
  };
}
