import { absoluteUrl } from '../metadata.ts';

export interface ArticleFacts {
  title: string;
  summary: string;
  /** Site-relative path of the article. */
  path: string;
  /** 'YYYY-MM-DD'. */
  updated: string;
  section: string;
  wordCount: number;
  /** Site-relative or absolute image. */
  image: string;
}

/** schema.org Article data for a Smart Tips article, written and published by the site. */
export function articleJsonLd(site: string, siteName: string, facts: ArticleFacts): Record<string, unknown> {
  const url = absoluteUrl(site, facts.path);
  const organisation = { '@type': 'Organization', name: siteName, url: absoluteUrl(site, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: facts.title,
    description: facts.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(site, facts.image),
    datePublished: facts.updated,
    dateModified: facts.updated,
    articleSection: facts.section,
    wordCount: facts.wordCount,
    inLanguage: 'en',
    isAccessibleForFree: true,
    author: organisation,
    publisher: organisation,
  };
}

/** '2025-09-20' → 'September 20, 2025'; the date itself, free of time zones. */
export function longDate(iso: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
