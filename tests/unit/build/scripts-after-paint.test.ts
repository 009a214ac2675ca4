import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint } from '../../../src/build/scripts-after-paint.mjs';

const afterPaintScripts = (html: string) =>
  [...html.matchAll(/<script data-after-paint>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');

describe('startScriptsAfterPaint', () => {
  it("starts all of a page's module scripts from one inline script, where the last of them stood", () => {
    const html =
      '<header></header><script type="module" src="/_astro/menu.a1.js"></script>' +
      '<main></main><script type="module" src="/_astro/share.b2.js"></script></body>';
    const rewritten = startScriptsAfterPaint(html);
    expect(rewritten).not.toContain('type="module"');
    expect(rewritten.startsWith('<header></header><main></main><script data-after-paint>')).toBe(true);
    expect(rewritten.endsWith('</script></body>')).toBe(true);
    const [script, ...others] = afterPaintScripts(rewritten);
    expect(others).toEqual([]);
    expect(script).toContain('["/_astro/menu.a1.js","/_astro/share.b2.js"].map(u=>import(u))');
  });

  it('waits for the first contentful paint where the browser reports paint timing, with fallbacks', () => {
    const [script = ''] = afterPaintScripts(
      startScriptsAfterPaint('<script type="module" src="/_astro/page.c3.js"></script>'),
    );
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('requestAnimationFrame(');
    expect(script).toContain('setTimeout(()=>s(),3e3)');
  });

  it('leaves inline scripts, classic scripts and structured data as they are', () => {
    const html =
      '<script type="module">menu()</script><script>theme()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    expect(startScriptsAfterPaint(html)).toBe(html);
  });
});
