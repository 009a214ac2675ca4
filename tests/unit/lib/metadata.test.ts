import { describe, expect, it } from 'vitest';
import { absoluteUrl, buildPageMeta } from '../../../src/lib/metadata.ts';

const context = {
  site: 'https://calc.example/',
  siteName: 'Calculio',
  twitterHandle: '@calculio',
  defaultImage: '/og-default.png',
};

describe('absoluteUrl', () => {
  it('joins site and path with exactly one slash', () => {
    expect(absoluteUrl('https://calc.example/', '/about/')).toBe('https://calc.example/about/');
    expect(absoluteUrl('https://calc.example', 'about/')).toBe('https://calc.example/about/');
  });

  it('keeps an absolute URL as it is', () => {
    expect(absoluteUrl('https://calc.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});

describe('buildPageMeta', () => {
  const meta = buildPageMeta({ title: 'About', description: 'About the site.', path: '/about/' }, context);

  it('uses the specified defaults: index,follow, article, summary_large_image', () => {
    expect(meta.robots).toBe('index,follow');
    expect(meta.og.type).toBe('article');
    expect(meta.twitter.card).toBe('summary_large_image');
  });

  it('makes the canonical {site}{path} and points og:url and both hreflang alternates at it', () => {
    expect(meta.canonical).toBe('https://calc.example/about/');
    expect(meta.og.url).toBe(meta.canonical);
    expect(meta.alternates).toEqual([
      { hreflang: 'en', href: 'https://calc.example/about/' },
      { hreflang: 'x-default', href: 'https://calc.example/about/' },
    ]);
  });

  it('leaves the site name off a title that would grow past 60 characters', () => {
    const long = 'Financial Calculators – Loans, Mortgages, Savings & Crypto';
    expect(buildPageMeta({ title: long, description: 'd', path: '/' }, context).title).toBe(long);
  });

  it('appends the site name to the title once', () => {
    expect(meta.title).toBe('About | Calculio');
    expect(buildPageMeta({ title: 'Calculio – Home', description: 'd', path: '/' }, context).title).toBe(
      'Calculio – Home',
    );
  });

  it('fills site name, social image, twitter site and creator', () => {
    expect(meta.og.siteName).toBe('Calculio');
    expect(meta.og.image).toBe('https://calc.example/og-default.png');
    expect(meta.twitter).toMatchObject({ site: '@calculio', creator: '@calculio', image: meta.og.image });
  });

  it('says the same description on social cards when the page has no sentence of its own', () => {
    expect(meta.og.description).toBe('About the site.');
    expect(meta.twitter.description).toBe('About the site.');
  });

  it('puts a social description (a calculator result in one sentence) on og and twitter, not in the search snippet', () => {
    const result = buildPageMeta(
      {
        title: 'Height in Bananas',
        description: 'How many bananas tall are you?',
        socialDescription: 'You are 9.4 bananas tall.',
        path: '/funny/x/',
      },
      context,
    );
    expect(result.description).toBe('How many bananas tall are you?');
    expect(result.og.description).toBe('You are 9.4 bananas tall.');
    expect(result.twitter.description).toBe('You are 9.4 bananas tall.');
  });

  it('honours overrides, keywords, extra entries and JSON-LD', () => {
    const custom = buildPageMeta(
      {
        title: 'Hub',
        description: 'd',
        path: '/financial/',
        robots: 'noindex,follow',
        ogType: 'website',
        twitterCard: 'summary',
        image: '/hub.png',
        keywords: ['loan calculator', 'mortgage'],
        extraMeta: [{ property: 'article:section', content: 'Financial' }],
        jsonLd: [{ '@type': 'BreadcrumbList' }],
      },
      context,
    );
    expect(custom.robots).toBe('noindex,follow');
    expect(custom.og.type).toBe('website');
    expect(custom.twitter.card).toBe('summary');
    expect(custom.og.image).toBe('https://calc.example/hub.png');
    expect(custom.extraMeta).toEqual([
      { name: 'keywords', content: 'loan calculator, mortgage' },
      { property: 'article:section', content: 'Financial' },
    ]);
    expect(custom.jsonLd).toEqual([{ '@type': 'BreadcrumbList' }]);
  });
});
