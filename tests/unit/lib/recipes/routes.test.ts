import { describe, expect, it } from 'vitest';
import { recipeRoutes, sectionsListing } from '../../../../src/lib/recipes/routes.ts';

describe('recipeRoutes', () => {
  const routes = recipeRoutes();

  it('has a page for each of the 12 cuisines and each of the 167 recipes, at distinct paths', () => {
    expect(routes.filter((route) => route.page === 'cuisine')).toHaveLength(12);
    expect(routes.filter((route) => route.page === 'recipe')).toHaveLength(167);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('nests cuisine dishes under their cuisine and hands them the cuisine', () => {
    const minestrone = routes.find((route) => route.path === 'italian/minestrone');
    const oats = routes.find((route) => route.path === 'overnight-oats');
    expect(minestrone?.page).toBe('recipe');
    expect(oats?.page).toBe('recipe');
    expect(minestrone?.page === 'recipe' ? minestrone.cuisine?.name : 'none').toBe('Italian');
    expect(oats?.page === 'recipe' ? oats.cuisine : 'none').toBeUndefined();
  });
});

describe('sectionsListing', () => {
  it('finds every section that lists a dish', () => {
    expect(sectionsListing('minestrone').map((section) => section.key)).toContain('soups');
    expect(sectionsListing('no-such-dish')).toEqual([]);
  });
});
