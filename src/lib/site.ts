import { readYamlContent } from './content/read-yaml.ts';
import { siteSchema, type SiteSettings } from './content/schemas.ts';

let cached: SiteSettings | undefined;

/** Site-wide settings from content/site.yaml. */
export function getSiteSettings(): SiteSettings {
  cached ??= readYamlContent('site.yaml', siteSchema);
  return cached;
}
