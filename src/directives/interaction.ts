import type { ClientDirective } from 'astro';

const WAKE_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click', 'keydown'] as const;

/**
 * Hydrates an island on first interaction. A click that lands before hydration has finished is
 * held back and replayed on the same element afterwards, so the first click always counts.
 */
const interaction: ClientDirective = (load, _options, island) => {
  let hydrated = false;
  let pendingClick: Element | null = null;

  const holdClick = (event: Event) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    // The target may be an SVG icon inside a button, so keep any element.
    pendingClick = event.target instanceof Element ? event.target : null;
  };

  const wake = () => {
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake);
    void load()
      .then((hydrate) => hydrate())
      .then(() => {
        hydrated = true;
        island.removeEventListener('click', holdClick, true);
        // Let React attach its listeners before replaying.
        requestAnimationFrame(() => {
          pendingClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        });
      });
  };

  island.addEventListener('click', holdClick, true);
  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { passive: true });
};

export default interaction;
