import { useMemo, type ReactNode } from 'react';
import { CalculatorForm } from './CalculatorForm.tsx';
import ErrorBoundary from './ErrorBoundary.tsx';
import type { CalculatorIslandProps } from './island-props.ts';
import type { CodeSource } from './load-definition.ts';
import { formPart } from '../kinds/form-parts.ts';

export type { CalculatorIslandProps } from './island-props.ts';

/** A calculator on the page, with a calm message instead of a blank area if rendering fails. */
export default function CalculatorIsland(
  props: CalculatorIslandProps & { source?: CodeSource | undefined },
): ReactNode {
  const { sameOptionsAs, ...rest } = props;
  // A page whose menus repeat a long option list loads the part that copies it back.
  const inputs = useMemo(
    () => (sameOptionsAs ? (formPart('repeatedOptions')?.(rest.inputs, sameOptionsAs) ?? rest.inputs) : rest.inputs),
    [rest.inputs, sameOptionsAs],
  );
  return (
    <ErrorBoundary>
      <CalculatorForm {...rest} inputs={inputs} />
    </ErrorBoundary>
  );
}
