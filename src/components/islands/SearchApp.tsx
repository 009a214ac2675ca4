import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { isRelevantHit } from '../../lib/search/full-text-relevance.ts';
import { EMPTY_QUERY_TEXT, resultCountText } from '../../lib/search/result-text.ts';
import type { Card } from '../../lib/search/tool-cards.ts';

interface PagefindResult {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface Pagefind {
  options: (options: { noWorker: boolean }) => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindResult> }[] }>;
}

/** Pages shown from the full-text search: fewer below tool matches, which already fill the page. */
const FULL_TEXT_LIMIT = 10;
const FULL_TEXT_LIMIT_UNDER_TOOLS = 5;
const CLAMP_THRESHOLD = 140;

let pagefindPromise: Promise<Pagefind | undefined> | undefined;

/**
 * The ranking and the tool index load only once there is a query to answer, so an empty search
 * page downloads no search code until the visitor types.
 */
async function toolCards(query: string): Promise<Card[]> {
  return (await import('../../lib/search/tool-cards.ts')).toolCards(query);
}

/** Suggestions under the box load on its first focus, as in the header. */
function suggestUnder(input: HTMLInputElement): void {
  void import('../../scripts/search-suggestions.ts').then(({ attachSuggestions }) => {
    attachSuggestions(input);
  });
}

/**
 * Pagefind's runtime lives in dist/pagefind/, written after the build, so it is loaded by URL. It
 * searches on the main thread: its web worker would be another 12 KB to download before the first
 * results, and one search of this site's index takes a few milliseconds.
 */
function loadPagefind(): Promise<Pagefind | undefined> {
  const url = '/pagefind/pagefind.js';
  pagefindPromise ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>)
    .then(async (pagefind) => {
      await pagefind.options({ noWorker: true });
      return pagefind;
    })
    .catch(() => undefined);
  return pagefindPromise;
}

/** Pagefind excerpts mark matches with <mark>; the page shows them as plain text only. */
function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return text.replace(/\s+/g, ' ').trim();
}

function queryFromUrl(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

function ResultCard({ card }: { card: Card }): ReactNode {
  const [open, setOpen] = useState(false);
  const long = card.description.length > CLAMP_THRESHOLD;
  return (
    <li className="search-card">
      <h2 className="search-card__title">
        <a href={card.url}>{card.title}</a>
      </h2>
      {card.crumb ? <p className="search-card__crumb">{card.crumb}</p> : null}
      <p className={`search-card__text${long && !open ? ' search-card__text--clamped' : ''}`}>{card.description}</p>
      {long ? (
        <button
          type="button"
          className="btn btn--link btn--sm search-card__more"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </li>
  );
}

/** The search page: instant tool matches first, then full-text results from Pagefind. */
export default function SearchApp(): ReactNode {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tools, setTools] = useState<Card[]>([]);
  const [pages, setPages] = useState<Card[]>([]);
  const [searching, setSearching] = useState(false);
  const run = useRef(0);

  useEffect(() => {
    const fromUrl = () => {
      const q = queryFromUrl();
      setText(q);
      setQuery(q.trim());
    };
    fromUrl();
    window.addEventListener('popstate', fromUrl);
    return () => {
      window.removeEventListener('popstate', fromUrl);
    };
  }, []);

  useEffect(() => {
    // The page's mark of a query in the address (src/pages/search.astro) has done its job once
    // the island shows that query: a later Clear must bring back the invitation.
    if (query !== '') delete document.documentElement.dataset['searchQuery'];
  }, [query]);

  useEffect(() => {
    const id = (run.current += 1);
    setPages([]);
    if (query === '') {
      setTools([]);
      return;
    }
    void toolCards(query).then((matched) => {
      if (id !== run.current) return;
      setTools(matched);
      setSearching(true);
      void loadPagefind()
        .then(async (pagefind) => {
          if (!pagefind || id !== run.current) return;
          const found = await pagefind.search(query);
          const data = await Promise.all(
            found.results
              .slice(0, matched.length > 0 ? FULL_TEXT_LIMIT_UNDER_TOOLS : FULL_TEXT_LIMIT)
              .map((result) => result.data()),
          );
          if (id !== run.current) return;
          const known = new Set(matched.map((card) => card.url));
          setPages(
            data
              .filter((result) => !known.has(result.url) && isRelevantHit(query, result.excerpt))
              .map((result) => ({
                url: result.url,
                title: result.meta['title'] ?? result.url,
                crumb: result.meta['crumb'] ?? '',
                description: plainText(result.excerpt),
              })),
          );
        })
        .finally(() => {
          if (id === run.current) setSearching(false);
        });
    });
  }, [query]);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    window.history.pushState(null, '', `/search/?q=${encodeURIComponent(q)}`);
    setQuery(q);
  };
  const clear = () => {
    setText('');
    setQuery('');
    window.history.pushState(null, '', '/search/');
  };

  const cards = [...tools, ...pages];
  return (
    <div className="search-app">
      <form className="search-page__form" role="search" aria-label="Search this site" onSubmit={submit}>
        <label htmlFor="search-page-input">Search query</label>
        <div className="search-page__row">
          <div className="search-page__box">
            <input
              className="input"
              id="search-page-input"
              name="q"
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded="false"
              aria-controls="search-page-suggestions"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
              }}
              onFocus={(event) => {
                suggestUnder(event.currentTarget);
              }}
            />
            <ul
              className="search-suggestions"
              id="search-page-suggestions"
              role="listbox"
              aria-label="Suggested tools"
              hidden
            />
          </div>
          <button className="btn" type="submit">
            Search
          </button>
          <button className="btn btn--outline" type="button" onClick={clear}>
            Clear
          </button>
        </div>
      </form>
      <div aria-live="polite" className="search-app__status">
        <p data-search-status data-empty={query === '' ? '' : undefined}>
          {query === '' ? EMPTY_QUERY_TEXT : resultCountText(cards.length, query)}
        </p>
        {/* The line keeps its place while hidden, so the results do not jump up when the search ends. */}
        <p className={`muted search-app__progress${searching && query !== '' ? '' : ' search-app__progress--idle'}`}>
          Searching pages…
        </p>
      </div>
      {cards.length > 0 ? (
        <ul className="search-results">
          {cards.map((card) => (
            <ResultCard key={card.url} card={card} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
