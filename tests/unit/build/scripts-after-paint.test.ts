import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from '../../../src/build/scripts-after-paint.mjs';

describe('startScriptsAfterPaint', () => {
  it('starts a module script the page names after the first paint, from the same URL', () => {
    const html = '<main>Text</main><script type="module" src="/_astro/page.abc123.js"></script></body>';
    expect(startScriptsAfterPaint(html)).toBe(
      '<main>Text</main><script data-after-paint>requestAnimationFrame(()=>setTimeout(()=>(self.pageScripts??=[]).push(import("/_astro/page.abc123.js"))))</script></body>',
    );
  });

  it('leaves inline scripts, classic scripts and structured data as they are', () => {
    const html =
      '<script type="module">menu()</script><script>theme()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    expect(startScriptsAfterPaint(html)).toBe(html);
  });
});
