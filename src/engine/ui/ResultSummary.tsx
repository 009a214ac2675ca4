import { useEffect, useState, type ReactNode } from 'react';

/**
 * The main result in one line that stays at the bottom of a phone's screen while the visitor
 * edits fields far above the results, so every change shows its effect without scrolling. It
 * hides (keeping its space, so nothing moves) while the results themselves are on screen, and is
 * hidden from assistive technology, which hears the results' own short announcement instead.
 */
export function ResultSummary({ text, resultsId }: { text: string; resultsId: string }): ReactNode {
  const [resultsInView, setResultsInView] = useState(false);

  useEffect(() => {
    const results = document.getElementById(resultsId);
    if (!results || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      setResultsInView(entry?.isIntersecting ?? false);
    });
    observer.observe(results);
    return () => {
      observer.disconnect();
    };
  }, [resultsId]);

  return (
    <p className="calc-summary" aria-hidden="true" data-results-in-view={resultsInView ? '' : undefined}>
      {text}
    </p>
  );
}
