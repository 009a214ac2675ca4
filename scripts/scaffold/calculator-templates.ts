import { stringify } from 'yaml';
import { DISCLAIMER_CATEGORIES } from '../../src/lib/content/schemas.ts';

/** What the hub says about the tool the new calculator implements. */
export interface ListedTool {
  category: string;
  slug: string;
  name: string;
  description: string;
  hubTitle: string;
  sectionTitle: string;
}

/** Marks every placeholder an author must replace; the example test fails while a source has it. */
export const TODO = 'TODO';

/**
 * The logic file: a working placeholder of the required shape (inputs, compute, outputs), so the
 * page builds at once; its examples are in the words file, where their TODO sources fail the
 * example test.
 */
export function logicTemplate(tool: ListedTool): string {
  return `import { defineCalculator, number, out } from '../../engine/index.ts';

/*
 * ${TODO}: ${tool.name} (${tool.hubTitle}, section "${tool.sectionTitle}").
 * ${tool.description}
 * Replace the placeholder input, formula and output below, and the examples in the words file
 * (content/calculators/${tool.category}/${tool.slug}.md) with at least two whose expected values
 * come from an independent source named in \`source\`.
 */
export default defineCalculator({
  inputs: {
    value: number({ label: '${TODO}: first input', default: 1, min: 0, max: 1_000_000 }),
  },
  compute: ({ value }) => ({ result: value }),
  outputs: {
    result: out.number({ label: '${TODO}: result', primary: true }),
  },
});
`;
}

const fits = (text: string, min: number, max: number) => text.length >= min && text.length <= max;

/** The words file: front matter the schema accepts, with a TODO in every field an author writes. */
export function wordsTemplate(tool: ListedTool): string {
  const question = (n: number) => ({
    question: `${TODO}: question ${n} visitors ask about the ${tool.name}?`,
    answer: `${TODO}: its answer in plain words.`,
  });
  const frontMatter = {
    title: fits(tool.name, 5, 60) ? tool.name : `${TODO}: ${tool.name}`.slice(0, 60),
    description: fits(tool.description, 50, 160)
      ? tool.description
      : `${TODO}: one sentence of 50 to 160 characters saying what the tool works out.`,
    ...(DISCLAIMER_CATEGORIES.has(tool.category)
      ? { disclaimer: `${TODO}: a short, plain caution (see a professional before acting on the result).` }
      : {}),
    faq: [1, 2, 3].map(question),
    sources: [{ title: `${TODO}: the source of the formula`, url: 'https://example.com/TODO' }],
    examples: [1, 2].map((value) => ({
      inputs: { value },
      expect: { result: value },
      source: `${TODO}: the independent source of this example`,
    })),
  };
  return `---
${stringify(frontMatter, { lineWidth: 0 }).trimEnd()}
---

## How to use it

${TODO}: what to enter and what the result means.

## How it works

${TODO}: the formula, with every variable explained.
`;
}
