import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks, internalUrls, resolvePath } from '../../../scripts/site-checks/links.ts';

let dist: string;
const pages = new Map<string, string>();

function page(file: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  mkdirSync(join(dist, dirname(file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  pages.set(file, html);
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  page('index.html', '<a href="/about/">ok</a><a href="#top" id="top">top</a>');
  page('about/index.html', '<h2 id="team">Team</h2><a href="/">home</a><a href="/about/#team">team</a>');
  writeFileSync(join(dist, 'logo.svg'), '<svg/>');
});

describe('internalUrls', () => {
  it('collects href, src and form actions and skips other sites, mail and phone links', () => {
    const urls = internalUrls(
      '<a href="/a/">a</a><a href="https://x.example/">x</a><a href="mailto:a@b.c">m</a><a href="//cdn.example/x">c</a>' +
        '<img src="/logo.svg" alt=""><script src="/s.js"></script><form action="/search/"></form><a href="tel:1">t</a>',
    );
    expect(urls).toEqual(['/a/', '/s.js', '/logo.svg', '/search/']);
  });
});

describe('resolvePath (object-storage rules)', () => {
  it('serves a folder path ending in a slash from its index.html', () => {
    expect(resolvePath(dist, '/about/')).toEqual({ file: 'about/index.html' });
    expect(resolvePath(dist, '/')).toEqual({ file: 'index.html' });
  });

  it('serves a file path as that exact file', () => {
    expect(resolvePath(dist, '/logo.svg')).toEqual({ file: 'logo.svg' });
  });

  it('counts a folder without its trailing slash as broken (it costs a redirect)', () => {
    expect(resolvePath(dist, '/about')).toEqual({ reason: 'folder link without trailing slash' });
  });

  it('reports missing pages and files', () => {
    expect(resolvePath(dist, '/nope/')).toEqual({ reason: 'no such page' });
    expect(resolvePath(dist, '/nope.css')).toEqual({ reason: 'no such file' });
  });
});

describe('findBrokenLinks', () => {
  it('finds nothing on a sound site', () => {
    expect(findBrokenLinks(dist, pages)).toEqual([]);
  });

  it('reports missing targets and fragments that name no element', () => {
    const withBroken = new Map(pages);
    withBroken.set('index.html', '<a href="/missing/">x</a><a href="/about/#nobody">y</a><a href="#gone">z</a>');
    expect(findBrokenLinks(dist, withBroken)).toEqual([
      { page: 'index.html', url: '/missing/', reason: 'no such page' },
      { page: 'index.html', url: '/about/#nobody', reason: 'no element with id "nobody"' },
      { page: 'index.html', url: '#gone', reason: 'no element with id "gone"' },
    ]);
  });
});
