export interface ListedTool {
  title: string;
  href: string;
  category: string;
  /** Display name of the subcategory the tool belongs to. */
  group: string;
}

export interface ListingGroup {
  title: string;
  items: ListedTool[];
}

/**
 * The tools of one category grouped by subcategory, in first-seen order, for the generic
 * category list.
 */
export function groupByCategory(tools: readonly ListedTool[], categoryKey: string): ListingGroup[] {
  const groups = new Map<string, ListedTool[]>();
  for (const tool of tools) {
    if (tool.category !== categoryKey) continue;
    const list = groups.get(tool.group) ?? [];
    list.push(tool);
    groups.set(tool.group, list);
  }
  return [...groups].map(([title, items]) => ({ title, items }));
}
