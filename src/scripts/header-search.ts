/**
 * The header search: it sends the trimmed query and does nothing for a blank one. Suggestions
 * load on the first focus of the box, so a page that is only read never downloads them.
 */
export function trimSearchOnSubmit(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    const input = form.elements.namedItem('q');
    if (!(input instanceof HTMLInputElement)) return;
    const query = input.value.trim();
    if (query === '') {
      event.preventDefault();
      return;
    }
    input.value = query;
  });
}

function suggestOnFirstFocus(input: HTMLInputElement): void {
  const attach = () => {
    void import('./search-suggestions.ts').then(({ attachSuggestions }) => {
      attachSuggestions(input);
    });
  };
  // This script starts after the first paint, so the box may already have the focus.
  if (document.activeElement === input) attach();
  else input.addEventListener('focus', attach, { once: true });
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-header-search]')) {
  trimSearchOnSubmit(form);
  const input = form.elements.namedItem('q');
  if (input instanceof HTMLInputElement) suggestOnFirstFocus(input);
}
