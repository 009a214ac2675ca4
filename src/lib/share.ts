/** One way to share a page: a network's share address, or e-mail. */
export interface ShareTarget {
  network: 'x' | 'facebook' | 'linkedin' | 'reddit' | 'whatsapp' | 'email';
  label: string;
  href: string;
}

/** The page address without query or fragment, as the share widget uses by default. */
export function shareableUrl(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/**
 * Share links for a page, each with the encoded page address and, where the network takes one, the
 * text: the page title, or a calculator's one-line result.
 */
export function shareTargets(url: string, text: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { network: 'x', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { network: 'reddit', label: 'Share on Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { network: 'whatsapp', label: 'Share on WhatsApp', href: `https://wa.me/?text=${t}%20${u}` },
    { network: 'email', label: 'Share by e-mail', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

/** The embed snippet: an iframe, full width, at least 650 px tall, loaded lazily. */
export function embedSnippet(url: string, title: string): string {
  const safeTitle = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${url}" title="${safeTitle}" width="100%" style="min-height:650px;border:0" loading="lazy"></iframe>`;
}
