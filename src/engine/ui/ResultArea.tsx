import type { ComponentProps, ReactNode } from 'react';
import type { LoadStatus } from './hooks/useCalculatorCode.ts';
import { Results } from './Results.tsx';

/** The live result region: loading and failure news above the results themselves. */
export function ResultArea(props: { slug: string; load: LoadStatus } & ComponentProps<typeof Results>): ReactNode {
  const { slug, load, ...results } = props;
  return (
    <section className="calc-results" id={`calc-results-${slug}`} tabIndex={-1} aria-live="polite" aria-label="Result">
      {load.state === 'loading' ? <p className="calc-results__status">Loading…</p> : null}
      {load.state === 'failed' ? (
        <div className="calc-results__status" role="alert">
          <p>Unable to load calculator: {load.message}</p>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => {
              window.location.reload();
            }}
          >
            Reload the page
          </button>
        </div>
      ) : null}
      <Results {...results} />
    </section>
  );
}
