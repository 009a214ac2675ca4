/**
 * Country flags for the cuisines, taken at build time from country-flag-icons (MIT), so the site
 * serves them as its own small files and never calls another host.
 */
import * as flags from 'country-flag-icons/string/3x2';

const FLAGS: Readonly<Record<string, string | undefined>> = flags;

/** The flag as SVG markup (3:2). Throws for a code the package has no flag for. */
export function flagSvg(countryCode: string): string {
  const svg = FLAGS[countryCode.toUpperCase()];
  if (svg === undefined) throw new Error(`No flag for country code "${countryCode}" in country-flag-icons`);
  return svg;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "IT" → "Italy", for the flag's alt text. */
export function countryName(countryCode: string): string {
  return regionNames.of(countryCode.toUpperCase()) ?? countryCode;
}
