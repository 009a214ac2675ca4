/**
 * The theme script. It is inlined into <head> (as the source of this one function) so the
 * right theme is on the document before the first paint, and it is the only script that runs
 * that early. It stays self-contained: no imports, no references outside its body.
 *
 * Preference: 'light' | 'dark' | 'system' in localStorage 'theme' (the older key 'skn-theme'
 * is read when 'theme' is absent). The document root gets data-theme="light" | "dark". The
 * header's toggle button (data-theme-toggle) works from the first paint through this script, so
 * it needs no code of its own.
 */
export function themeBootstrap(): void {
  const root = document.documentElement;
  const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

  const readPreference = (): 'light' | 'dark' | 'system' => {
    try {
      const stored = localStorage.getItem('theme') ?? localStorage.getItem('skn-theme');
      return stored === 'light' || stored === 'dark' ? stored : 'system';
    } catch {
      return 'system';
    }
  };

  const apply = (): void => {
    const preference = readPreference();
    const theme = preference === 'system' ? (darkQuery.matches ? 'dark' : 'light') : preference;
    root.dataset['theme'] = theme;
    root.dataset['themePreference'] = preference;
  };

  apply();
  root.classList.add('js');
  // With 'system', follow the operating system live; apply() re-reads, so a fixed choice wins.
  darkQuery.addEventListener('change', apply);
  // Another tab changed the preference.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'theme' || event.key === 'skn-theme') apply();
  });
  // Once, even if this script ran twice: the listener reads whichever window.__theme is current.
  if (!window.__theme) {
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-theme-toggle]')) window.__theme?.toggle();
    });
  }
  window.__theme = {
    set(preference) {
      try {
        localStorage.setItem('theme', preference);
      } catch {
        // Storage can be blocked; the choice still applies to this page.
        root.dataset['theme'] = preference === 'system' ? (darkQuery.matches ? 'dark' : 'light') : preference;
        return;
      }
      apply();
    },
    toggle() {
      this.set(root.dataset['theme'] === 'dark' ? 'light' : 'dark');
    },
  };
}

declare global {
  interface Window {
    __theme?: {
      set(preference: 'light' | 'dark' | 'system'): void;
      toggle(): void;
    };
  }
}
