import { useEffect, useState } from 'react';
import { followLink } from '../../engine/ui/shared-link.ts';
import { embedSnippet, shareableUrl, shareTargets } from '../../lib/share.ts';

interface Props {
  title: string;
  /** Site-relative path of the page to share. */
  path: string;
  /** Site-relative path of the page to embed (the page itself for pages without an embed view). */
  embedPath: string;
  /** The site's public address, used for the server-rendered links. */
  siteUrl: string;
  /** Prefix for element ids, unique on the page. */
  idPrefix: string;
  /** On a calculator page: share the result on screen (its inputs in the link), not the bare page. */
  sharesResult?: boolean;
  /** The default result in one sentence, sent as the text of a share until the visitor changes it. */
  shareLine?: string | undefined;
}

function addresses(origin: string, path: string, embedPath: string) {
  return {
    url: shareableUrl(new URL(path, origin).href),
    embedUrl: shareableUrl(new URL(embedPath, origin).href),
  };
}

/**
 * Share links (plain links, working without JavaScript), plus Copy link, Copy embed and the
 * browser's own share sheet once hydrated. The Share button stays hidden where the browser has
 * no Web Share API; it is last in the row so showing it moves nothing.
 */
export default function ShareBox(props: Props) {
  const { title, path, embedPath, siteUrl, idPrefix, sharesResult = false } = props;
  const [{ url: pageUrl, embedUrl }, setAddresses] = useState(() => addresses(siteUrl, path, embedPath));
  const [result, setResult] = useState({ query: '', line: props.shareLine });
  const url = `${pageUrl}${result.query}`;
  // A calculator's sentence for the result on screen; the page title where it writes none.
  const text = result.line ?? title;
  const [canShare, setCanShare] = useState(false);
  const [notice, setNotice] = useState('');
  const snippet = embedSnippet(embedUrl, title);

  useEffect(() => {
    // The host the visitor is on (a preview deployment, say) rather than the configured one.
    setAddresses(addresses(window.location.origin, path, embedPath));
    setCanShare('share' in navigator);
  }, [path, embedPath]);

  useEffect(
    () =>
      sharesResult
        ? followLink((query, line) => {
            setResult({ query, line });
          })
        : undefined,
    [sharesResult],
  );

  // Failures are ignored on purpose (the specification asks for it): a refused clipboard, an
  // insecure page without one, or a share sheet the visitor closed is nothing to report.
  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(done);
    } catch {
      setNotice('');
    }
  };
  const share = async () => {
    try {
      await navigator.share(result.line === undefined ? { title, url } : { title, text: result.line, url });
    } catch {
      setNotice('');
    }
  };

  return (
    <>
      <ul className="share__links">
        {shareTargets(url, text).map((target) => (
          <li key={target.network}>
            <a className="btn btn--outline btn--sm" href={target.href} rel="noopener noreferrer" target="_blank">
              {target.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="share__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => void copy(url, 'Link copied.')}>
          Copy link
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => void copy(snippet, 'Embed code copied.')}
        >
          Copy embed
        </button>
        <button type="button" className="btn btn--secondary btn--sm" hidden={!canShare} onClick={() => void share()}>
          Share…
        </button>
      </div>
      <p className="share__notice" role="status" aria-live="polite">
        {notice}
      </p>
      <label className="share__label" htmlFor={`${idPrefix}-url`}>
        {sharesResult ? 'Link to this result' : 'Link to this page'}
      </label>
      <input className="share__field" id={`${idPrefix}-url`} type="text" readOnly value={url} />
      <label className="share__label" htmlFor={`${idPrefix}-embed`}>
        Embed code
      </label>
      <textarea className="share__field" id={`${idPrefix}-embed`} readOnly rows={3} value={snippet} />
    </>
  );
}
