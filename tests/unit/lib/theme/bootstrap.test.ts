// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { themeBootstrap } from '../../../../src/lib/theme/bootstrap.ts';

/** A controllable prefers-color-scheme query. */
function fakeSystemScheme(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: dark,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = (() => query) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

/** Runs the script the way the page does: from its source text, with nothing else in scope. */
function runInlined() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- this is exactly how the page runs it
  const script = new Function(`(${themeBootstrap.toString()})();`) as () => void;
  script();
}

const theme = () => document.documentElement.dataset['theme'];

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['theme'];
  document.documentElement.className = '';
});

describe('themeBootstrap', () => {
  it('follows the system scheme when nothing is stored, and keeps following it', () => {
    const system = fakeSystemScheme(false);
    runInlined();
    expect(theme()).toBe('light');
    expect(document.documentElement.dataset['themePreference']).toBe('system');
    system.set(true);
    expect(theme()).toBe('dark');
  });

  it('uses the stored choice over the system scheme', () => {
    const system = fakeSystemScheme(true);
    localStorage.setItem('theme', 'light');
    runInlined();
    expect(theme()).toBe('light');
    system.set(false);
    system.set(true);
    expect(theme()).toBe('light');
  });

  it('reads the older key skn-theme only when theme is absent', () => {
    fakeSystemScheme(false);
    localStorage.setItem('skn-theme', 'dark');
    runInlined();
    expect(theme()).toBe('dark');
    localStorage.setItem('theme', 'light');
    runInlined();
    expect(theme()).toBe('light');
  });

  it('ignores a stored value it does not know and falls back to the system', () => {
    fakeSystemScheme(true);
    localStorage.setItem('theme', 'purple');
    runInlined();
    expect(theme()).toBe('dark');
  });

  it('toggle flips light and dark and stores the choice under "theme"', () => {
    fakeSystemScheme(false);
    runInlined();
    window.__theme?.toggle();
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    window.__theme?.toggle();
    expect(theme()).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('picks up a change made in another tab (storage event)', () => {
    fakeSystemScheme(false);
    runInlined();
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(theme()).toBe('dark');
  });

  it('marks the document as scripted so no-JavaScript fallbacks switch off', () => {
    fakeSystemScheme(false);
    runInlined();
    expect(document.documentElement.classList.contains('js')).toBe(true);
  });

  it('flips the theme when the toggle button, or an icon inside it, is clicked', () => {
    fakeSystemScheme(false);
    runInlined();
    runInlined();
    const button = document.createElement('button');
    button.dataset['themeToggle'] = '';
    const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    button.append(icon);
    document.body.append(button);
    button.click();
    expect(theme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(theme()).toBe('light');
    document.body.click();
    expect(theme()).toBe('light');
    button.remove();
  });
});
