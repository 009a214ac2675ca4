import { calculatorEntries } from '../calculators/catalogue.ts';
import { findTool } from './hubs.ts';

export interface CalculatorRedirect {
  /** Path segments under the site root, e.g. ["everyday", "bmi-calculator"]. */
  from: string[];
  to: string;
}

/**
 * Every other address that must reach a calculator: /{category}/{slug}/ for each one, and for
 * each alias listed in a hub, its /{hub}/{slug}/ and /{hub}/{section}/{slug}/ addresses.
 */
export function calculatorRedirects(): CalculatorRedirect[] {
  const redirects: CalculatorRedirect[] = [];
  for (const entry of calculatorEntries()) {
    redirects.push({ from: [entry.category, entry.slug], to: entry.path });
    for (const alias of entry.aliases) {
      const listed = findTool(alias);
      const hub = listed?.hub.key ?? entry.category;
      redirects.push({ from: [hub, alias], to: entry.path });
      if (listed) redirects.push({ from: [hub, listed.section.key, alias], to: entry.path });
    }
  }
  return redirects;
}
