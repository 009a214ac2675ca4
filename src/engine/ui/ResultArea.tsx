import { useRef, type ComponentProps, type ReactNode } from 'react';
import type { LoadStatus } from './hooks/useCalculatorCode.ts';
import { resultAnnouncement, Results } from './Results.tsx';

/**
 * The result region: loading and failure news above the results themselves. Only a short
 * sentence with the main result is announced as it changes, not the whole area.
 */
export function ResultArea(props: { slug: string; load: LoadStatus } & ComponentProps<typeof Results>): ReactNode {
  const { slug, load, ...results } = props;
  const { outputs, evaluation, currency, outputUnits } = results;
  const announcement = useChangeAnnouncement(
    load.state === 'ready' ? resultAnnouncement(outputs, evaluation, currency, outputUnits) : undefined,
  );
  return (
    <>
      <section className="calc-results" id={`calc-results-${slug}`} tabIndex={-1} aria-label="Result">
        {load.state === 'loading' ? (
          <p className="calc-results__status calc-results__status--loading">Loading…</p>
        ) : null}
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
      {/* Outside the results, so reading or copying them never includes the announcement. */}
      <p className="visually-hidden" role="status" aria-live="polite" data-announcement>
        {announcement}
      </p>
    </>
  );
}

/** The sentence once the result first changes, and from then on; nothing for the result the page opened with. */
function useChangeAnnouncement(sentence: string | undefined): string {
  const opening = useRef<string | undefined>(undefined);
  const changed = useRef(false);
  if (sentence === undefined) return '';
  opening.current ??= sentence;
  if (sentence !== opening.current) changed.current = true;
  return changed.current ? sentence : '';
}
