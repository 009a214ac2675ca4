import { describe, expect, it } from 'vitest';
import { footerGroups, mainNavLinks, moreNavLinks } from '../../../src/lib/navigation.ts';
import { homeTiles } from '../../../src/lib/home-tiles.ts';

describe('navigation', () => {
  it('has 11 main links and 7 More links, each a category path ending in a slash', () => {
    expect(mainNavLinks()).toHaveLength(11);
    expect(moreNavLinks().map((l) => l.href)).toEqual([
      '/recipes/',
      '/smart-tips/',
      '/daily-quotes/',
      '/everyday/',
      '/sports/',
      '/funny/',
      '/video/',
    ]);
    for (const link of [...mainNavLinks(), ...moreNavLinks()]) expect(link.href).toMatch(/^\/[a-z-]+\/$/);
  });

  it('has the footer groups Calculators (11), Resources (7, with the alias paths) and Company (5)', () => {
    const groups = footerGroups();
    expect(groups.map((g) => [g.title, g.links.length])).toEqual([
      ['Calculators', 11],
      ['Resources', 7],
      ['Company', 5],
    ]);
    const resources = groups[1]?.links.map((l) => l.href);
    expect(resources).toContain('/everyday-life/');
    expect(resources).toContain('/tv/');
  });
});

describe('homeTiles', () => {
  it('sends everyday and video through their alias paths and pets to /pets/', () => {
    const byKey = new Map(homeTiles().map((t) => [t.key, t.href]));
    expect(byKey.get('everyday')).toBe('/everyday-life/');
    expect(byKey.get('video')).toBe('/tv-video/');
    expect(byKey.get('pets')).toBe('/pets/');
    expect(byKey.get('recipes')).toBe('/recipes/');
    expect(byKey.size).toBe(18);
  });
});
