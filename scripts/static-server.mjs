// A static file server that behaves like object-storage website hosting: a folder answers with
// its index.html, a folder asked for without its trailing slash redirects to it, anything
// missing answers 404.html with status 404 (no single-page-app fallback), and text is gzipped.
// Like object storage it sends an ETag and Last-Modified and answers a matching revalidation with
// 304; the content-hashed files under /_astro/ are marked immutable, as a deployment should serve
// them (README, "Hosting"). Used by `npm start` and by the browser tests.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? 'file' : info.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

// Astro names every file under /_astro/ by a hash of its content, so it never changes in place.
const HASHED = /^\/_astro\//;

async function send(req, res, status, file, extraHeaders = {}) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const info = await stat(file);
  const etag = `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const headers = {
    'Content-Type': type,
    'Cache-Control': status === 200 && HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...extraHeaders,
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    delete headers['Content-Encoding'];
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** Starts serving `root` on `port`; resolves with the server once it listens. */
export function serveStatic(root, port, host = '127.0.0.1') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/__invalid__';
    }
    const target = normalize(join(base, pathname));
    if (!target.startsWith(base)) {
      res.writeHead(400).end('Bad request');
      return;
    }
    const kind = await fileAt(target);
    if (kind === 'file') return send(req, res, 200, target);
    if (kind === 'dir') {
      const index = join(target, 'index.html');
      if ((await fileAt(index)) === 'file') {
        if (!url.pathname.endsWith('/')) {
          res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        return send(req, res, 200, index);
      }
    }
    return send(req, res, 404, join(base, '404.html'));
  });
  return new Promise((resolveServer) => server.listen(port, host, () => resolveServer(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4321);
  const root = process.argv[2] ?? 'dist';
  await serveStatic(root, port);
  console.log(`Serving ${root}/ at http://localhost:${port}/ (Ctrl+C to stop)`);
}
