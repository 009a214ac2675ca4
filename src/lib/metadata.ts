/** One named or property meta entry, e.g. { name: 'keywords', content: 'loan, mortgage' }. */
export type ExtraMeta = { name: string; content: string } | { property: string; content: string };

export interface PageMetaInput {
  /** The page's own title; the site name is appended when it fits and is not there already. */
  title: string;
  description: string;
  /** What social cards say instead of the description (a calculator's default result in one sentence). */
  socialDescription?: string | undefined;
  /** Site-relative path of the page, e.g. "/about/". */
  path: string;
  robots?: string;
  ogType?: string;
  /** Site-relative or absolute image URL; defaults to the site's social image. */
  image?: string;
  twitterCard?: 'summary' | 'summary_large_image';
  keywords?: readonly string[];
  extraMeta?: readonly ExtraMeta[];
  jsonLd?: readonly Record<string, unknown>[];
}

export interface SiteContext {
  /** Absolute origin (and optional base) of the site, e.g. "https://www.example.com". */
  site: string;
  siteName: string;
  twitterHandle: string;
  defaultImage: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  robots: string;
  og: { type: string; url: string; siteName: string; image: string; title: string; description: string };
  twitter: { card: string; site: string; creator: string; image: string; description: string };
  alternates: { hreflang: string; href: string }[];
  extraMeta: ExtraMeta[];
  jsonLd: Record<string, unknown>[];
}

export const DEFAULT_SOCIAL_IMAGE = '/og-default.png';

/** Search results show about 60 characters of a title; the site name gives way first. */
export const MAX_TITLE_LENGTH = 60;

/** Joins the site address and a path into an absolute URL without doubling slashes. */
export function absoluteUrl(site: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Everything a page's <head> says about it, from the few facts the page knows. */
export function buildPageMeta(input: PageMetaInput, context: SiteContext): PageMeta {
  const canonical = absoluteUrl(context.site, input.path);
  const image = absoluteUrl(context.site, input.image ?? context.defaultImage);
  const branded = `${input.title} | ${context.siteName}`;
  const title = input.title.includes(context.siteName) || branded.length > MAX_TITLE_LENGTH ? input.title : branded;
  const socialDescription = input.socialDescription ?? input.description;
  const extraMeta: ExtraMeta[] = [...(input.extraMeta ?? [])];
  if (input.keywords && input.keywords.length > 0) {
    extraMeta.unshift({ name: 'keywords', content: input.keywords.join(', ') });
  }
  return {
    title,
    description: input.description,
    canonical,
    robots: input.robots ?? 'index,follow',
    og: {
      type: input.ogType ?? 'article',
      url: canonical,
      siteName: context.siteName,
      image,
      title,
      description: socialDescription,
    },
    twitter: {
      card: input.twitterCard ?? 'summary_large_image',
      site: context.twitterHandle,
      creator: context.twitterHandle,
      image,
      description: socialDescription,
    },
    alternates: [
      { hreflang: 'en', href: canonical },
      { hreflang: 'x-default', href: canonical },
    ],
    extraMeta,
    jsonLd: [...(input.jsonLd ?? [])],
  };
}
