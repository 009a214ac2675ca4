import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `root`, as paths relative to it with forward slashes. */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** The URL path a built HTML file answers at: "about/index.html" → "/about/". */
export function urlPathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

/** Astro writes a tiny meta-refresh page for each configured redirect. */
export function isRedirectPage(html: string): boolean {
  return /^<!doctype html><title>Redirecting to: /i.test(html);
}
