import { HtmlValidate, type Message } from 'html-validate';

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  // Astro places one <style> for <astro-island> next to the first island in <body>; browsers
  // apply it everywhere, so it is accepted as flow content.
  elements: ['html5', { style: { flow: true } }],
  rules: {
    // Astro writes boolean and void elements in its own, valid, style.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    // Inline <style> and style="" come from Astro's scoped CSS and island wrappers.
    'no-inline-style': 'off',
    // <astro-island> is Astro's hydration wrapper.
    'no-unknown-elements': 'off',
    // Prices, sizes and formulas legitimately use "x" and similar characters.
    'unrecognized-char-ref': 'off',
    // React's server renderer (the islands' markup) writes some attribute names in camelCase
    // (autoComplete, readOnly, tabIndex, encType) and boolean or empty attributes with an empty
    // value (required="", hidden=""). All valid HTML, since attribute names are case-insensitive;
    // any other case is still an error.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // A search box's list of suggestions is an ARIA listbox; a <select> cannot pop up under a text box.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
  },
});

export interface InvalidPage {
  page: string;
  messages: Pick<Message, 'ruleId' | 'message' | 'line' | 'column'>[];
}

/** Validates each page; returns only the pages with errors. */
export async function findInvalidPages(pages: ReadonlyMap<string, string>): Promise<InvalidPage[]> {
  const invalid: InvalidPage[] = [];
  for (const [page, html] of pages) {
    const report = await validator.validateString(html, page);
    if (report.valid) continue;
    invalid.push({
      page,
      messages: report.results.flatMap((result) =>
        result.messages.map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column })),
      ),
    });
  }
  return invalid;
}
