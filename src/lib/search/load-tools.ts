import {
  decodeToolIndex,
  type ToolDescriptions,
  type ToolIndex,
  type ToolRecord,
  type ToolTitles,
} from './tool-index.ts';

async function fetchJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

let index: Promise<ToolIndex | undefined> | undefined;
let tools: Promise<ToolRecord[]> | undefined;
let toolsWithTitles: Promise<ToolRecord[]> | undefined;
const descriptionFiles = new Map<string, Promise<ToolDescriptions>>();

function loadIndex(): Promise<ToolIndex | undefined> {
  index ??= fetchJson<ToolIndex>('/search-tools.json');
  return index;
}

/**
 * The tools for suggestions, downloaded once per page. Each call returns the same array, which
 * lets the ranking keep its prepared text between keystrokes. Nothing when offline.
 */
export function loadTools(): Promise<ToolRecord[]> {
  tools ??= loadIndex().then((loaded) => (loaded ? decodeToolIndex(loaded) : []));
  return tools;
}

/** The tools with their full titles and aliases, which the search page ranks by. */
export function loadToolsWithTitles(): Promise<ToolRecord[]> {
  toolsWithTitles ??= Promise.all([loadIndex(), fetchJson<ToolTitles>('/search-tool-titles.json')]).then(
    ([loaded, titles]) => (loaded ? decodeToolIndex(loaded, titles) : []),
  );
  return toolsWithTitles;
}

/**
 * The descriptions of the given hubs' tools, one file per hub, each downloaded once per page: a
 * search shows the descriptions of the tools it found, so it loads only their hubs. Empty offline.
 */
export async function loadDescriptions(categories: Iterable<string>): Promise<ToolDescriptions> {
  const files = [...new Set(categories)].map((category) => {
    let file = descriptionFiles.get(category);
    if (!file) {
      file = fetchJson<ToolDescriptions>(`/search-tool-descriptions/${category}.json`).then((found) => found ?? {});
      descriptionFiles.set(category, file);
    }
    return file;
  });
  return Object.assign({}, ...(await Promise.all(files))) as ToolDescriptions;
}
