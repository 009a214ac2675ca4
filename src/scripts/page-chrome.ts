/**
 * Small behaviours every page shares; none needs a framework.
 * - Footer: show the visitor's current year (the HTML has the build year).
 * - "Back" buttons: go back in history, or home when there is nowhere to go back to.
 */
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
