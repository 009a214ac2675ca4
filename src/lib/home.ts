import { readYamlContent } from './content/read-yaml.ts';
import { homeSchema, type HomeContent } from './content/schemas.ts';
import { toolHref } from '../calculators/catalogue.ts';
import { findTool } from './hubs.ts';

export function getHomeContent(): HomeContent {
  return readYamlContent('home.yaml', homeSchema);
}

export interface FeaturedCard {
  slug: string;
  title: string;
  description: string;
  emoji: string;
  /** Set once the calculator exists; until then the card says "Coming soon". */
  href: string | undefined;
}

/** The featured cards with their links; a featured slug missing from every hub stops the build. */
export function featuredCards(content: HomeContent = getHomeContent()): FeaturedCard[] {
  return content.featured.map((card) => {
    const found = findTool(card.slug);
    if (!found) throw new Error(`content/home.yaml: featured slug "${card.slug}" is not listed in any hub`);
    return {
      ...card,
      emoji: found.section.emoji,
      href: toolHref(card.slug),
    };
  });
}
