import { describe, expect, it } from 'vitest';
import { slugify } from '../../../../src/lib/slugify.ts';
import { recipeSchema } from '../../../../src/lib/recipes/schema.ts';
import { readYamlContent } from '../../../../src/lib/content/read-yaml.ts';

describe('the slug rule', () => {
  it.each([
    ['Pão de Queijo', 'pao-de-queijo'],
    ["Shepherd's Pie", 'shepherds-pie'],
    ['Crème Brûlée', 'creme-brulee'],
    ['Bacalhau à Brás', 'bacalhau-a-bras'],
    ['Mac & Cheese', 'mac-cheese'],
    ['Tom Kha Gai (Coconut Chicken Soup)', 'tom-kha-gai-coconut-chicken-soup'],
    ['  Pad   Thai  ', 'pad-thai'],
    ['Pico de Gallo — Fresh Salsa', 'pico-de-gallo-fresh-salsa'],
    ['Bulgogi, Korean-Style', 'bulgogi-korean-style'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('the recipe schema', () => {
  const minestrone = readYamlContent('recipes/dishes/minestrone.yaml', recipeSchema);

  it('accepts a recipe whose slug follows from its title', () => {
    expect(recipeSchema.safeParse(minestrone).success).toBe(true);
  });

  it('rejects a slug that does not follow from the title, and says which it must be', () => {
    const result = recipeSchema.safeParse({ ...minestrone, title: 'Minestrone Soup' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'must be "minestrone-soup" (derived from the title)',
    );
  });
});
