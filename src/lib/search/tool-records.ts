import { getCategory } from '../categories.ts';
import { calculatorEntries } from '../../calculators/catalogue.ts';
import { findTool } from '../hubs.ts';
import type { ToolRecord } from './match.ts';

/** Every working calculator as a search record; tools still to come are left out. */
export function toolRecords(): ToolRecord[] {
  return calculatorEntries().map((entry) => {
    const section = findTool(entry.slug)?.section;
    return {
      t: entry.title,
      s: entry.slug,
      c: entry.category,
      cn: getCategory(entry.category).name,
      sc: entry.subcategory,
      sn: section?.title ?? entry.subcategory.replace(/-/g, ' '),
      d: entry.description,
      u: entry.path,
      a: entry.aliases,
    };
  });
}
