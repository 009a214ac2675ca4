import { getCategories } from './categories.ts';

/**
 * Where each home tile goes. The specification sends the everyday and video tiles through
 * their alias paths; every other tile uses the category's own path.
 */
const TILE_PATH_OVERRIDES: Record<string, string> = {
  everyday: '/everyday-life/',
  video: '/tv-video/',
};

export function homeTiles() {
  return getCategories().map((category) => ({
    key: category.key,
    href: TILE_PATH_OVERRIDES[category.key] ?? category.path,
    emoji: category.emoji,
    name: category.name,
    description: category.description,
  }));
}
