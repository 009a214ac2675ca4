import { readYamlContent } from './content/read-yaml.ts';
import { homeSchema, type HomeContent } from './content/schemas.ts';
import { findTool, hasCalculator, toolPath } from './hubs.ts';

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
    const { hub, section } = found;
    return {
      ...card,
      emoji: section.emoji,
      href: hasCalculator(hub.key, card.slug) ? toolPath(hub.key, section.key, card.slug) : undefined,
    };
  });
}
