import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, readYamlContent } from './content/read-yaml.ts';
import { hubSchema, type Hub, type HubItem, type HubSection } from './content/schemas.ts';

export type { Hub, HubItem, HubSection };

let cached: Map<string, Hub> | undefined;

/** Every hub in content/hubs/, keyed by category. The file name must equal the hub's key. */
export function getHubs(): Map<string, Hub> {
  if (cached) return cached;
  const hubs = new Map<string, Hub>();
  for (const file of readdirSync(join(CONTENT_DIR, 'hubs')).sort()) {
    if (!file.endsWith('.yaml') || file.startsWith('_')) continue;
    const hub = readYamlContent(`hubs/${file}`, hubSchema);
    if (`${hub.key}.yaml` !== file) throw new Error(`content/hubs/${file}: key "${hub.key}" must match the file name`);
    hubs.set(hub.key, hub);
  }
  cached = hubs;
  return hubs;
}

export function getHub(key: string): Hub | undefined {
  return getHubs().get(key);
}

export function hubToolCount(hub: Hub): number {
  return hub.sections.reduce((sum, section) => sum + section.items.length, 0);
}

/** The intro with {count} replaced by the number of tools the hub lists. */
export function hubIntro(hub: Hub): string {
  return hub.intro.replace('{count}', String(hubToolCount(hub)));
}

/** The hub and section that list a tool, if any. */
export function findTool(slug: string): { hub: Hub; section: HubSection; item: HubItem } | undefined {
  for (const hub of getHubs().values()) {
    for (const section of hub.sections) {
      const item = section.items.find((candidate) => candidate.slug === slug);
      if (item) return { hub, section, item };
    }
  }
  return undefined;
}

/** Where a tool lives: /{category}/{section-key}/{slug}/. */
export function toolPath(category: string, sectionKey: string, slug: string): string {
  return `/${category}/${sectionKey}/${slug}/`;
}

/**
 * Splits a list into two columns; the first holds ceil(n/2) items.
 */
export function splitColumns<T>(items: readonly T[]): [T[], T[]] {
  const firstLength = Math.ceil(items.length / 2);
  return [items.slice(0, firstLength), items.slice(firstLength)];
}
