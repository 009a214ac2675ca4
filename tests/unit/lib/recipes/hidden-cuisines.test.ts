// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hiddenCuisines } from '../../../../src/lib/recipes/hidden-cuisines.ts';

const KEY = 'skn:hidden_cuisines';

/** Runs the script the way the page does: from its source text, with nothing else in scope. */
function runInlined() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- this is exactly how the page runs it
  const script = new Function(`(${hiddenCuisines.toString()})();`) as () => void;
  script();
}

function renderCards(keys: readonly string[]) {
  document.body.innerHTML = `
    <div data-cuisine-list>
      <button type="button" data-restore-cuisines hidden>Restore removed cuisines</button>
      <ul>${keys
        .map(
          (key) =>
            `<li data-cuisine="${key}"><a href="/recipes/${key}/">${key}</a><button type="button" data-hide-cuisine="${key}"><svg></svg></button></li>`,
        )
        .join('')}</ul>
    </div>`;
}

const card = (key: string) => document.querySelector<HTMLElement>(`[data-cuisine="${key}"]`)!;
const restore = () => document.querySelector<HTMLButtonElement>('[data-restore-cuisines]')!;
const hideButton = (key: string) => document.querySelector<HTMLButtonElement>(`[data-hide-cuisine="${key}"]`)!;

/** What another tab does: change the stored value and fire the storage event here. */
function otherTabStores(value: string | null) {
  if (value === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}

beforeEach(() => {
  localStorage.clear();
  renderCards(['italian', 'greek', 'thai']);
});

describe('hiddenCuisines', () => {
  it('shows every cuisine and no restore control when nothing is stored', () => {
    runInlined();
    expect(['italian', 'greek', 'thai'].map((key) => card(key).hidden)).toEqual([false, false, false]);
    expect(restore().hidden).toBe(true);
  });

  it('applies stored choices at once', () => {
    localStorage.setItem(KEY, JSON.stringify(['greek']));
    runInlined();
    expect(card('greek').hidden).toBe(true);
    expect(card('italian').hidden).toBe(false);
    expect(restore().hidden).toBe(false);
  });

  it('removes a cuisine, stores it, and moves focus to the restore control', () => {
    runInlined();
    hideButton('thai').click();
    expect(card('thai').hidden).toBe(true);
    expect(restore().hidden).toBe(false);
    expect(document.activeElement).toBe(restore());
    expect(localStorage.getItem(KEY)).toBe('["thai"]');
    hideButton('italian')
      .querySelector('svg')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['thai', 'italian']);
  });

  it('restores them all and hides the control again', () => {
    localStorage.setItem(KEY, JSON.stringify(['greek', 'thai']));
    runInlined();
    restore().click();
    expect(card('greek').hidden).toBe(false);
    expect(card('thai').hidden).toBe(false);
    expect(restore().hidden).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows another tab', () => {
    runInlined();
    otherTabStores('["italian"]');
    expect(card('italian').hidden).toBe(true);
    expect(restore().hidden).toBe(false);
    otherTabStores(null);
    expect(card('italian').hidden).toBe(false);
    expect(restore().hidden).toBe(true);
  });

  it('ignores a broken or foreign stored value, and keys of cuisines that are not on the page', () => {
    localStorage.setItem(KEY, '{oops');
    runInlined();
    expect(restore().hidden).toBe(true);
    otherTabStores('{"italian": true}');
    expect(card('italian').hidden).toBe(false);
    otherTabStores('["atlantis", 3]');
    expect(restore().hidden).toBe(true);
  });

  it('does nothing on a page without the cuisine list', () => {
    document.body.innerHTML = '<p>Other page</p>';
    expect(() => {
      runInlined();
    }).not.toThrow();
  });
});
