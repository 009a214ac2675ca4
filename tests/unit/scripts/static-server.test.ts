import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../scripts/static-server.mjs';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(root, 'about'));
  writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(root, 'about/index.html'), '<h1>about</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Calculator not found</h1>');
  writeFileSync(join(root, 'app.js'), 'console.log(1)');
  mkdirSync(join(root, '_astro'));
  writeFileSync(join(root, '_astro/island.Ab12Cd.js'), 'export {}');
  server = (await serveStatic(root, 0)) as Server;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('static server (object-storage behaviour)', () => {
  it('answers a folder with its index.html', async () => {
    const response = await fetch(`${base}/about/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>about</h1>');
  });

  it('redirects a folder asked for without its trailing slash, keeping the query', async () => {
    const response = await fetch(`${base}/about?x=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about/?x=1');
  });

  it('answers anything missing with 404.html and status 404, never the home page', async () => {
    const response = await fetch(`${base}/no/such/page/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Calculator not found');
  });

  it('gzips text when the client accepts it', async () => {
    const response = await fetch(`${base}/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log(1)');
  });

  it('refuses to leave its folder', async () => {
    const response = await fetch(`${base}/..%2f..%2fetc/passwd`);
    expect([400, 404]).toContain(response.status);
  });

  it('answers a revalidation with an unchanged ETag by 304, and a changed one with the file', async () => {
    const first = await fetch(`${base}/about/`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('last-modified')).not.toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${base}/about/`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    const other = await fetch(`${base}/about/`, { headers: { 'If-None-Match': '"stale"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('<h1>about</h1>');
  });

  it('marks the content-hashed files under /_astro/ immutable, but not a missing one', async () => {
    const hashed = await fetch(`${base}/_astro/island.Ab12Cd.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await fetch(`${base}/_astro/gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });
});
