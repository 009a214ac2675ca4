import type { ReactNode } from 'react';
import ErrorBoundary from './ErrorBoundary.tsx';
import type { ViewStatus } from './hooks/useCalculatorCode.ts';
import type { CalculatorViewProps } from './view.ts';

/** Room kept for a companion view before it arrives, so nothing below it moves. */
const VIEW_RESERVE = { minHeight: '12rem' } as const;

/** The calculator's own view (a clock, a timer, a converter's swap button), once it and the calculator's code have loaded. */
export function CompanionView(props: { view: ViewStatus; ready: boolean } & CalculatorViewProps): ReactNode {
  const { view, ready, ...viewProps } = props;
  return (
    <div className="calc-view" style={VIEW_RESERVE}>
      {view === 'failed' ? (
        <p className="calc-results__status" role="alert">
          This part of the tool could not be loaded; the calculator below still works.
        </p>
      ) : view && ready ? (
        <ErrorBoundary>
          <view.View {...viewProps} />
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
