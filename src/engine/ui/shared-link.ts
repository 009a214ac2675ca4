/*
 * The complete link of the result on screen, handed from the calculator island to the page's share
 * box, so "Copy link" and the social buttons send the result the visitor sees rather than the bare
 * page. Kept on the window (the two islands are separate bundles that hydrate at different times)
 * and announced with an event.
 */
const EVENT = 'calculator-link';

interface WindowWithLink {
  calculatorLink?: string;
}

/** Records the query string of the current result and tells whoever follows it. */
export function publishLink(query: string): void {
  (window as WindowWithLink).calculatorLink = query;
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `onLink` with the current result's query string now (if known) and on every change. */
export function followLink(onLink: (query: string) => void): () => void {
  const read = () => {
    const query = (window as WindowWithLink).calculatorLink;
    if (query !== undefined) onLink(query);
  };
  read();
  window.addEventListener(EVENT, read);
  return () => {
    window.removeEventListener(EVENT, read);
  };
}
