/*
 * Daily Quotes in the browser, without a framework:
 * - the card of the day shows the visitor's own day (the HTML holds the build day's quote);
 * - Copy puts a quote on the clipboard, Share opens the device's share sheet where there is one.
 * Copy and share failures are ignored: the quote stays on the page to select by hand.
 */
import {
  dailyQuoteIndex,
  localDayNumber,
  plainQuote,
  themeLinkText,
  type PublishedQuote,
} from '../lib/quotes/daily.ts';

function setText(root: ParentNode, selector: string, text: string): void {
  const element = root.querySelector(selector);
  if (element) element.textContent = text;
}

function showQuote(card: HTMLElement, quote: PublishedQuote): void {
  setText(card, '[data-quote-text]', quote.text);
  setText(card, '[data-quote-author]', quote.author);
  setText(card, '[data-quote-citation]', quote.citation);
  const theme = card.querySelector<HTMLAnchorElement>('[data-quote-theme]');
  if (theme) {
    theme.textContent = themeLinkText(quote);
    theme.href = quote.href;
  }
  const figure = card.querySelector<HTMLElement>('[data-quote]');
  if (figure) figure.dataset['copyText'] = plainQuote(quote);
}

async function showTodaysQuote(card: HTMLElement): Promise<void> {
  const today = localDayNumber(new Date());
  if (Number(card.dataset['day']) !== today) {
    const response = await fetch(card.dataset['src'] ?? '');
    if (!response.ok) return;
    const quotes = (await response.json()) as PublishedQuote[];
    const quote = quotes[dailyQuoteIndex(today, quotes.length)];
    if (!quote) return;
    showQuote(card, quote);
  }
  card.dataset['shownDay'] = String(today);
}

function flash(figure: Element, message: string): void {
  setText(figure, '[data-quote-status]', message);
}

function wireActions(figure: HTMLElement): void {
  const actions = figure.querySelector('[data-quote-actions]');
  figure.querySelector('[data-copy-quote]')?.addEventListener('click', () => {
    try {
      navigator.clipboard.writeText(figure.dataset['copyText'] ?? '').then(
        () => {
          flash(figure, 'Copied');
        },
        () => undefined,
      );
    } catch {
      // No clipboard here (an insecure page, an old browser): nothing to do.
    }
  });
  const share = figure.querySelector<HTMLButtonElement>('[data-share-quote]');
  if (share && 'share' in navigator) {
    share.hidden = false;
    share.addEventListener('click', () => {
      navigator
        .share({ title: 'Quote of the day', text: figure.dataset['copyText'] ?? '', url: location.href })
        .catch(() => undefined);
    });
  }
  actions?.classList.add('is-ready');
}

for (const figure of document.querySelectorAll<HTMLElement>('[data-quote]')) wireActions(figure);

const card = document.querySelector<HTMLElement>('[data-daily-quote]');
if (card) {
  showTodaysQuote(card).catch(() => {
    // Offline or blocked: the build day's quote stays, which is still a good quote.
  });
}
