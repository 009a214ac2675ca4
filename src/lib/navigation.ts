import { getCategory } from './categories.ts';

export interface NavLink {
  href: string;
  label: string;
}

const categoryLink = (key: string): NavLink => {
  const category = getCategory(key);
  return { href: category.path, label: category.name };
};

/** Header: the 11 main links, in the specification's order. */
export const mainNavKeys = [
  'construction',
  'electrical',
  'automotive',
  'financial',
  'health',
  'cooking',
  'conversion',
  'math',
  'pets',
  'science',
  'time',
] as const;

/** Header: the 'More' dropdown. */
export const moreNavKeys = ['recipes', 'smart-tips', 'daily-quotes', 'everyday', 'sports', 'funny', 'video'] as const;

export function mainNavLinks(): NavLink[] {
  return mainNavKeys.map(categoryLink);
}

export function moreNavLinks(): NavLink[] {
  return moreNavKeys.map(categoryLink);
}

export interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** Footer groups exactly as the specification lists them, alias paths included. */
export function footerGroups(): FooterGroup[] {
  return [
    {
      title: 'Calculators',
      links: [
        'cooking',
        'conversion',
        'math',
        'health',
        'financial',
        'pets',
        'science',
        'time',
        'video',
        'construction',
        'electrical',
      ].map(categoryLink),
    },
    {
      title: 'Resources',
      links: [
        categoryLink('construction'),
        categoryLink('electrical'),
        categoryLink('automotive'),
        { href: '/everyday-life/', label: 'Everyday Life' },
        categoryLink('sports'),
        categoryLink('funny'),
        { href: '/tv/', label: 'TV & Video' },
      ],
    },
    {
      title: 'Company',
      links: [
        { href: '/about/', label: 'About' },
        { href: '/contact/', label: 'Contact' },
        { href: '/privacy/', label: 'Privacy Policy' },
        { href: '/terms/', label: 'Terms of Use' },
        { href: '/cookie-settings/', label: 'Cookie Settings' },
      ],
    },
  ];
}
