import { describe, expect, it } from 'vitest';
import { groupByCategory } from '../../../src/lib/category-listing.ts';

describe('groupByCategory', () => {
  const tools = [
    { title: 'Dog calories', href: '/pets/dogs/a/', category: 'pets', group: 'Dogs' },
    { title: 'Loan', href: '/financial/loans/b/', category: 'financial', group: 'Loans' },
    { title: 'Cat age', href: '/pets/cats/c/', category: 'pets', group: 'Cats' },
    { title: 'Dog age', href: '/pets/dogs/d/', category: 'pets', group: 'Dogs' },
  ];

  it('keeps only the category asked for, grouped by subcategory in first-seen order', () => {
    expect(groupByCategory(tools, 'pets')).toEqual([
      { title: 'Dogs', items: [tools[0], tools[3]] },
      { title: 'Cats', items: [tools[2]] },
    ]);
  });

  it('returns no groups for a category without tools', () => {
    expect(groupByCategory(tools, 'science')).toEqual([]);
  });
});
