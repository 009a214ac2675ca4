import type { ReactNode } from 'react';
import type { CalculatorViewProps } from '../../../engine/ui/view.ts';

/** The converters' button that puts the "To" unit in "From" and the other way round. */
export function SwapButton({ raw, setValue }: Pick<CalculatorViewProps, 'raw' | 'setValue'>): ReactNode {
  const from = raw.values['from'] ?? '';
  const to = raw.values['to'] ?? '';
  return (
    <button
      type="button"
      className="btn btn--outline btn--sm"
      onClick={() => {
        setValue('from', to);
        setValue('to', from);
      }}
    >
      <span aria-hidden="true">⇅</span> Swap From and To
    </button>
  );
}
