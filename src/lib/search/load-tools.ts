import { decodeToolIndex, type ToolDetails, type ToolIndex, type ToolRecord } from './tool-index.ts';

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
let toolsWithDetails: Promise<ToolRecord[]> | undefined;

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

/** The tools with their full titles and descriptions, for the search page's result cards. */
export function loadToolsWithDetails(): Promise<ToolRecord[]> {
  toolsWithDetails ??= Promise.all([loadIndex(), fetchJson<ToolDetails>('/search-tool-details.json')]).then(
    ([loaded, details]) => (loaded ? decodeToolIndex(loaded, details) : []),
  );
  return toolsWithDetails;
}
