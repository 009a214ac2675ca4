/**
 * The header's 'More' menu (menu-button pattern).
 * Keyboard: Enter, Space or ArrowDown opens on the first item, ArrowUp on the last; arrows,
 * Home and End move; Escape closes and returns focus to the button; Tab closes; typing letters
 * jumps to the next item that starts with them (the typed text resets after 1000 ms).
 * Pointer: opens after resting 100 ms over it, and closes 300 ms after the pointer leaves.
 */
export const HOVER_DELAY_MS = 100;
export const POINTER_GRACE_MS = 300;
export const TYPEAHEAD_RESET_MS = 1000;

export function setUpMoreMenu(container: HTMLElement): void {
  const button = container.querySelector<HTMLButtonElement>('button[aria-controls]');
  const menu = container.querySelector<HTMLElement>('[role="menu"]');
  if (!button || !menu) return;
  const items = Array.from(menu.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]'));
  for (const item of items) item.tabIndex = -1;

  let hoverTimer: number | undefined;
  // A click right after the pointer opened the menu should not close it again.
  let openedByHover = false;
  let typed = '';
  let typedTimer: number | undefined;

  const isOpen = () => container.hasAttribute('data-open');
  const open = () => {
    container.setAttribute('data-open', '');
    button.setAttribute('aria-expanded', 'true');
  };
  const close = (returnFocus = false) => {
    openedByHover = false;
    container.removeAttribute('data-open');
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };
  const focusItem = (index: number) => {
    const count = items.length;
    items[((index % count) + count) % count]?.focus();
  };
  const currentIndex = () => items.indexOf(document.activeElement as HTMLAnchorElement);

  const typeAhead = (char: string) => {
    window.clearTimeout(typedTimer);
    typed += char.toLowerCase();
    typedTimer = window.setTimeout(() => {
      typed = '';
    }, TYPEAHEAD_RESET_MS);
    // Pressing one letter again moves on to the next item with that letter; a longer prefix
    // may match the item that already has focus.
    const repeated = typed === typed.charAt(0).repeat(typed.length);
    const query = repeated ? typed.charAt(0) : typed;
    const from = currentIndex() + (repeated ? 1 : 0);
    for (let step = 0; step < items.length; step += 1) {
      const index = (from + step + items.length) % items.length;
      if (items[index]?.textContent.trim().toLowerCase().startsWith(query)) {
        focusItem(index);
        return;
      }
    }
  };

  button.addEventListener('click', (event) => {
    const keepOpen = openedByHover;
    openedByHover = false;
    if (isOpen() && !keepOpen) {
      close();
      return;
    }
    open();
    // A click from the keyboard (Enter/Space) has detail 0: move into the menu.
    if (event.detail === 0) focusItem(0);
  });

  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
      focusItem(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && isOpen()) {
      close(true);
    }
  });

  menu.addEventListener('keydown', (event) => {
    const index = currentIndex();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close();
        break;
      case ' ':
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
          typeAhead(event.key);
        }
    }
  });

  container.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer);
    hoverTimer = window.setTimeout(() => {
      if (!isOpen()) openedByHover = true;
      open();
    }, HOVER_DELAY_MS);
  });
  container.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer);
    hoverTimer = window.setTimeout(() => {
      close();
    }, POINTER_GRACE_MS);
  });

  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && !container.contains(event.target as Node)) close();
  });
  container.addEventListener('focusout', (event) => {
    if (isOpen() && !container.contains(event.relatedTarget as Node | null)) close();
  });
}

for (const container of document.querySelectorAll<HTMLElement>('[data-more]')) setUpMoreMenu(container);
