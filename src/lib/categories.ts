import { readYamlContent } from './content/read-yaml.ts';
import { categoriesSchema, type Category } from './content/schemas.ts';

export type { Category };

let cached: Category[] | undefined;

/** The 18 categories in content/categories.yaml, in file order. */
export function getCategories(): Category[] {
  cached ??= readYamlContent('categories.yaml', categoriesSchema);
  return cached;
}

export function getCategory(key: string): Category {
  const category = getCategories().find((c) => c.key === key);
  if (!category) throw new Error(`Unknown category "${key}" (see content/categories.yaml)`);
  return category;
}
