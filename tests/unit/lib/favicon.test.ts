import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faviconHref, svgDataUrl } from '../../../src/lib/favicon.ts';

describe('svgDataUrl', () => {
  it('escapes what a URL and a double-quoted attribute need, and nothing else', () => {
    expect(svgDataUrl('<svg viewBox="0 0 8 8"><rect width="100%" fill="#1d4ed8"/></svg>\n')).toBe(
      "data:image/svg+xml,<svg viewBox='0 0 8 8'><rect width='100%25' fill='%231d4ed8'/></svg>",
    );
  });
});

describe('faviconHref', () => {
  it('is the published icon file, decoded back exactly by the browser', () => {
    const file = readFileSync('public/favicon.svg', 'utf8');
    const href = faviconHref();
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(file.trim().replaceAll('"', "'"));
  });
});
