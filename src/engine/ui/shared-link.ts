/*
 * The complete link of the result on screen, and its one-line sentence where the calculator
 * writes one, handed from the calculator island to the page's share box, so "Copy link" and the
 * social buttons send the result the visitor sees rather than the bare page. Kept on the window
 * (the two islands are separate bundles that hydrate at different times) and announced with an
 * event.
 */
const EVENT = 'calculator-link';

interface WindowWithLink {
  calculatorLink?: string;
  calculatorShareLine?: string | undefined;
}

const shared = () => window as WindowWithLink;

/** Records the query string of the current result and tells whoever follows it. */
export function publishLink(query: string): void {
  shared().calculatorLink = query;
  window.dispatchEvent(new Event(EVENT));
}

/** Records the current result's sentence (none while the form holds a mistake) and tells followers. */
export function publishShareLine(line: string | undefined): void {
  if (shared().calculatorShareLine === line) return;
  shared().calculatorShareLine = line;
  window.dispatchEvent(new Event(EVENT));
}

/**
 * Calls `onLink` with the current result's query string and sentence now (if the link is known)
 * and on every change.
 */
export function followLink(onLink: (query: string, line: string | undefined) => void): () => void {
  const read = () => {
    const { calculatorLink, calculatorShareLine } = shared();
    if (calculatorLink !== undefined) onLink(calculatorLink, calculatorShareLine);
  };
  read();
  window.addEventListener(EVENT, read);
  return () => {
    window.removeEventListener(EVENT, read);
  };
}
