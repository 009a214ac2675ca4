import { absoluteUrl } from './metadata.ts';

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
}

/** BreadcrumbList structured data for a trail of pages, first to current. */
export function breadcrumbJsonLd(site: string, trail: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  };
}
