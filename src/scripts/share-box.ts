/**
 * The share box's behaviour (the markup, with working share links, is in the page):
 * the addresses of the host the visitor is on (a preview deployment, say) rather than the
 * configured one, Copy link and Copy embed, the browser's own share sheet where it has one, and
 * on a calculator page links that carry the result on screen.
 */
import { followLink } from '../engine/ui/shared-link.ts';
import { embedSnippet, shareableUrl, shareTargets } from '../lib/share.ts';

function enhance(box: HTMLElement): void {
  const { title = '', path = '/', embedPath = path } = box.dataset;
  const pageUrl = shareableUrl(new URL(path, window.location.origin).href);
  const snippet = embedSnippet(shareableUrl(new URL(embedPath, window.location.origin).href), title);
  const urlField = box.querySelector<HTMLInputElement>('[data-share-url]');
  const embedField = box.querySelector<HTMLTextAreaElement>('[data-share-embed]');
  const notice = box.querySelector('[data-share-notice]');
  const shareButton = box.querySelector<HTMLButtonElement>('[data-share]');
  // The result on screen: its query string and, where the calculator writes one, its sentence.
  let url = pageUrl;
  let line = box.dataset.shareLine;

  const show = () => {
    for (const target of shareTargets(url, line ?? title)) {
      const link = box.querySelector<HTMLAnchorElement>(`[data-network="${target.network}"]`);
      if (link) link.href = target.href;
    }
    if (urlField) urlField.value = url;
  };
  const say = (text: string) => {
    if (notice) notice.textContent = text;
  };
  // Failures are ignored on purpose (the specification asks for it): a refused clipboard, an
  // insecure page without one, or a share sheet the visitor closed is nothing to report.
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      say(done);
    } catch {
      say('');
    }
  };

  if (embedField) embedField.value = snippet;
  show();
  if (box.dataset.sharesResult !== undefined) {
    followLink((query, sentence) => {
      url = `${pageUrl}${query}`;
      line = sentence;
      show();
    });
  }
  box.querySelector('[data-copy-link]')?.addEventListener('click', () => void copy(url, 'Link copied.'));
  box.querySelector('[data-copy-embed]')?.addEventListener('click', () => void copy(snippet, 'Embed code copied.'));
  if (shareButton && 'share' in navigator) {
    shareButton.hidden = false;
    shareButton.addEventListener('click', () => {
      navigator.share(line === undefined ? { title, url } : { title, text: line, url }).catch(() => {
        say('');
      });
    });
  }
  box.dataset.ready = '';
}

for (const box of document.querySelectorAll<HTMLElement>('[data-share-box]')) enhance(box);
