/**
 * Small behaviours every page shares; none needs a framework.
 * - Header search: send the trimmed query; an empty or blank one does nothing.
 * - Footer: show the visitor's current year (the HTML has the build year).
 * - "Back" buttons: go back in history, or home when there is nowhere to go back to.
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

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-header-search]')) trimSearchOnSubmit(form);

for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

/**
 * True when the previous history entry is a page of this site. The Navigation API lists only
 * same-origin entries, so a tab opened straight on this page cannot go "back" to a blank page.
 */
function canGoBackWithinSite(): boolean {
  const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
  return navigation ? navigation.canGoBack : window.history.length > 1;
}

for (const back of document.querySelectorAll<HTMLAnchorElement>('a[data-history-back]')) {
  back.addEventListener('click', (event) => {
    if (canGoBackWithinSite()) {
      event.preventDefault();
      window.history.back();
    }
  });
}
