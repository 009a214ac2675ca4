/**
 * Hiding cuisines on the recipes page. The page inlines this function's source right after the
 * cuisine cards, so stored choices apply while the page is still being parsed (no flash, no
 * layout shift) and no framework loads. It stays self-contained: no imports, nothing from outside
 * its body.
 *
 * Markup it expects: cards `[data-cuisine="key"]`, each with a `[data-hide-cuisine="key"]`
 * button, inside `[data-cuisine-list]`, and one `[data-restore-cuisines]` button.
 * Storage: localStorage 'skn:hidden_cuisines', a JSON array of cuisine keys. Other tabs follow
 * through the storage event.
 */
export function hiddenCuisines(): void {
  const STORAGE_KEY = 'skn:hidden_cuisines';
  const list = document.querySelector<HTMLElement>('[data-cuisine-list]');
  const restore = document.querySelector<HTMLButtonElement>('[data-restore-cuisines]');
  if (!list || !restore) return;
  const cards = Array.from(list.querySelectorAll<HTMLElement>('[data-cuisine]'));

  const read = (): string[] => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  };

  // Kept in memory too, so hiding still works for this page when storage is blocked.
  let hidden = read();

  const apply = (): void => {
    let anyHidden = false;
    for (const card of cards) {
      const isHidden = hidden.includes(card.dataset['cuisine'] ?? '');
      card.hidden = isHidden;
      anyHidden ||= isHidden;
    }
    restore.hidden = !anyHidden;
  };

  const save = (keys: string[]): void => {
    hidden = keys;
    try {
      if (keys.length === 0) localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, JSON.stringify(keys));
    } catch {
      // Storage is blocked or full: the choice holds for this page only.
    }
    apply();
  };

  list.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-hide-cuisine]') : null;
    const key = button instanceof HTMLElement ? button.dataset['hideCuisine'] : undefined;
    if (key === undefined || hidden.includes(key)) return;
    save([...hidden, key]);
    // The focused button has just disappeared; the restore control is the natural next stop.
    restore.focus();
  });

  restore.addEventListener('click', () => {
    save([]);
    cards[0]?.querySelector('a')?.focus();
  });

  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    hidden = read();
    apply();
  });

  apply();
}
