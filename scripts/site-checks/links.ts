import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';

export interface BrokenLink {
  page: string;
  url: string;
  reason: string;
}

const LINK_ATTRIBUTES: ReadonlyArray<[selector: string, attribute: string]> = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['iframe[src]', 'src'],
  ['form[action]', 'action'],
];

/** Links to other sites, mail, phone and data are not ours to check. */
function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Internal URLs a page refers to (href, src and form action), as written. */
export function internalUrls(html: string): string[] {
  const root = parse(html);
  const urls: string[] = [];
  for (const [selector, attribute] of LINK_ATTRIBUTES) {
    for (const element of root.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute)?.trim();
      if (value !== undefined && value !== '' && !isExternal(value)) urls.push(value);
    }
  }
  return urls;
}

/** Ids (and legacy anchor names) a page offers as #fragment targets. */
export function fragmentTargets(html: string): Set<string> {
  const root = parse(html);
  const ids = new Set<string>();
  for (const element of root.querySelectorAll('[id], a[name]')) {
    const id = element.getAttribute('id') ?? element.getAttribute('name');
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * Resolves a site path the way object storage does: a path ending in "/" needs index.html in
 * that folder; any other path needs that exact file. A folder asked for without its slash
 * costs a redirect hop, so the links we write must not do it.
 * Returns the dist-relative file the path serves, or a reason it fails.
 */
export function resolvePath(dist: string, path: string): { file: string } | { reason: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { reason: 'malformed URL' };
  }
  if (decoded.endsWith('/')) {
    const file = `${decoded.slice(1)}index.html`;
    return existsSync(join(dist, file)) ? { file } : { reason: 'no such page' };
  }
  const full = join(dist, decoded);
  if (existsSync(full) && statSync(full).isFile()) return { file: decoded.slice(1) };
  if (existsSync(join(full, 'index.html'))) return { reason: 'folder link without trailing slash' };
  return { reason: 'no such file' };
}

/**
 * Checks every internal link of every page: the target exists under object-storage rules and
 * any #fragment names an element on the target page.
 */
export function findBrokenLinks(dist: string, pages: ReadonlyMap<string, string>): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const targetsCache = new Map<string, Set<string>>();
  const targetsOf = (file: string) => {
    let targets = targetsCache.get(file);
    if (!targets) {
      targets = fragmentTargets(pages.get(file) ?? '');
      targetsCache.set(file, targets);
    }
    return targets;
  };

  for (const [page, html] of pages) {
    const pageUrl = new URL(`/${page.replace(/index\.html$/, '')}`, 'http://site.invalid');
    for (const written of internalUrls(html)) {
      const url = new URL(written, pageUrl);
      let file = page;
      if (!(written.startsWith('#') || (url.pathname === pageUrl.pathname && written.startsWith('?')))) {
        const resolved = resolvePath(dist, url.pathname);
        if ('reason' in resolved) {
          broken.push({ page, url: written, reason: resolved.reason });
          continue;
        }
        file = resolved.file;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment !== '' && file.endsWith('.html') && !targetsOf(file).has(fragment)) {
        broken.push({ page, url: written, reason: `no element with id "${fragment}"` });
      }
    }
  }
  return broken;
}
