import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rules = readFileSync('public/_redirects', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split(/\s+/));

describe('redirect rules for hosts', () => {
  it('public/_redirects has no rule under /recipes/, which Cloudflare Pages would apply to real recipe pages', () => {
    expect(rules.filter(([from]) => from?.startsWith('/recipes'))).toEqual([]);
  });

  it('netlify.toml sends unknown /recipes/ addresses to /recipes/ with a 302, without overriding real pages', () => {
    const toml = readFileSync('netlify.toml', 'utf8');
    expect(toml).toMatch(/from = "\/recipes\/\*"\s+to = "\/recipes\/"\s+status = 302\s+force = false/);
  });
});
