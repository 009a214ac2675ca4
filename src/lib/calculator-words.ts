import { getEntry, render } from 'astro:content';
import type { CalculatorEntry } from '../calculators/catalogue.ts';

/** The calculator's Markdown body rendered for its page (how to use it, how it works). */
export async function renderedCalculatorWords(entry: CalculatorEntry) {
  const words = await getEntry('calculators', `${entry.category}/${entry.slug}`);
  if (!words) throw new Error(`${entry.wordsFile} is missing`);
  return render(words);
}
