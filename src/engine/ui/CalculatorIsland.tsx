import type { ReactNode } from 'react';
import { CalculatorForm } from './CalculatorForm.tsx';
import ErrorBoundary from './ErrorBoundary.tsx';
import type { CalculatorIslandProps } from './island-props.ts';
import type { CodeSource } from './load-definition.ts';

export type { CalculatorIslandProps } from './island-props.ts';

/** A calculator on the page, with a calm message instead of a blank area if rendering fails. */
export default function CalculatorIsland(
  props: CalculatorIslandProps & { source?: CodeSource | undefined },
): ReactNode {
  return (
    <ErrorBoundary>
      <CalculatorForm {...props} />
    </ErrorBoundary>
  );
}
