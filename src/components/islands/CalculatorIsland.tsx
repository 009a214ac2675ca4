import type { ReactNode } from 'react';
import EngineIsland, { type CalculatorIslandProps } from '../../engine/ui/CalculatorIsland.tsx';
import type { CodeSource } from '../../engine/ui/load-definition.ts';

/*
 * The calculator island as pages mount it. In the built site the page names each calculator's
 * chunk; the dev server has no fixed chunk URLs, so there the code comes through the registry.
 * The registry's import sits in a branch the production build removes, so no page carries the
 * map of every calculator.
 */
const devSource: CodeSource | undefined = import.meta.env.DEV
  ? {
      definition: async (slug) => (await import('../../calculators/registry.ts')).loadCalculator(slug),
      view: async (slug) => {
        const load = (await import('../../calculators/registry.ts')).viewLoaders[slug];
        return load ? load() : undefined;
      },
    }
  : undefined;

export default function CalculatorIsland(props: CalculatorIslandProps): ReactNode {
  return <EngineIsland {...props} source={devSource} />;
}
