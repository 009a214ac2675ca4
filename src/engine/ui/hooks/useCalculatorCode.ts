import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { CalculatorDefinition } from '../../types/definition.ts';
import { loadDefinition, loadView, type CodeSource } from '../load-definition.ts';
import type { CalculatorViewProps } from '../view.ts';

export type LoadStatus = { state: 'static' | 'loading' | 'ready' } | { state: 'failed'; message: string };

/** A companion view once its chunk has arrived, or the news that it could not. */
export type ViewStatus = { View: ComponentType<CalculatorViewProps> } | 'failed' | null;

interface CodeRequest {
  slug: string;
  chunk: string | undefined;
  hasView: boolean;
  viewChunk: string | undefined;
  source: CodeSource | undefined;
}

/**
 * Fetches the calculator's code (and its companion view) once the island is on the page. Until
 * then the form shows the build-time result; a chunk that cannot be downloaded is reported.
 */
export function useCalculatorCode({ slug, chunk, hasView, viewChunk, source }: CodeRequest) {
  const [definition, setDefinition] = useState<CalculatorDefinition | null>(null);
  const [load, setLoad] = useState<LoadStatus>({ state: 'static' });
  const [view, setView] = useState<ViewStatus>(null);

  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      if (!cancelled) setLoad({ state: 'failed', message: 'A part of the page could not be downloaded.' });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    if (hasView)
      loadView(slug, viewChunk, source)
        .then((loaded) => {
          if (!cancelled) setView({ View: loaded });
        })
        .catch(() => {
          if (!cancelled) setView('failed');
        });
    loadDefinition(slug, chunk, source)
      .then((loaded) => {
        if (cancelled) return;
        // A transition: the first render with the live calculator may yield to the browser, so
        // a slow phone answers a tap in the meantime rather than after one long task.
        startTransition(() => {
          setDefinition(() => loaded);
          setLoad({ state: 'ready' });
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error && error.message ? error.message : 'loaderror';
        setLoad({ state: 'failed', message });
      });
    return () => {
      cancelled = true;
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [slug, chunk, hasView, viewChunk, source]);

  return { definition, load, view };
}
