import type { ClientDirective } from 'astro';

const WAKE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'click', 'keydown'] as const;

/** What `client:interaction={…}` may say besides "on first interaction". */
interface InteractionOptions {
  /** Also hydrate once the browser is idle after the page has loaded. */
  idle?: boolean;
  /** Module URLs to fetch at high priority the moment hydration starts (not before first paint). */
  preload?: string[];
  /**
   * Modules the island reads as it renders (the unit groups a calculator shows): evaluated before
   * it hydrates, so they need not be in its own code.
   */
  before?: string[];
}

function optionsOf(value: unknown): InteractionOptions {
  return typeof value === 'object' && value !== null ? value : {};
}

/** Fetches the island's own chunks alongside the framework once hydration has been decided. */
function preloadModules(urls: readonly string[]) {
  for (const href of urls) {
    if (document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** Calls back when the browser is idle after the load event (or soon after, where idle callbacks are missing). */
function whenIdleAfterLoad(callback: () => void) {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 3000 });
    else setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/**
 * Hydrates an island on first interaction (or, with `idle`, when the browser is idle after load,
 * whichever comes first), so the first paint waits for no framework JavaScript. A click that lands
 * before hydration has finished is held back and replayed on the same element afterwards, so the
 * first click always counts. What the visitor types before hydration stays in the fields, and
 * the names of the fields typed into are noted on the island for it to read when it starts.
 */
const interaction: ClientDirective = (load, directive, island) => {
  const options = optionsOf(directive.value);
  let started = false;
  let hydrated = false;
  let pendingClick: Element | null = null;

  // The names of controls changed before hydration, for the island to read when it starts
  // (the attribute is named in src/engine/ui/typed-before-start.ts).
  const typed = new Set<string>();
  const noteTyping = (event: Event) => {
    if (hydrated) return;
    const name = event.target instanceof Element ? event.target.getAttribute('name') : null;
    if (!name) return;
    typed.add(name);
    island.setAttribute('data-typed', [...typed].join(' '));
  };

  const holdClick = (event: Event) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    // The target may be an SVG icon inside a button, so keep any element.
    pendingClick = event.target instanceof Element ? event.target : null;
  };

  const wake = () => {
    if (started) return;
    started = true;
    for (const type of WAKE_EVENTS) island.removeEventListener(type, wake);
    preloadModules(options.preload ?? []);
    // A module that fails to arrive does not stop hydration: the island then shows its own error.
    const before = Promise.allSettled((options.before ?? []).map((url) => import(/* @vite-ignore */ url)));
    void Promise.all([load(), before])
      .then(([hydrate]) => hydrate())
      .then(() => {
        hydrated = true;
        island.removeEventListener('click', holdClick, true);
        island.removeEventListener('input', noteTyping, true);
        island.removeEventListener('change', noteTyping, true);
        // Let React attach its listeners before replaying.
        requestAnimationFrame(() => {
          pendingClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        });
      });
  };

  island.addEventListener('click', holdClick, true);
  island.addEventListener('input', noteTyping, true);
  island.addEventListener('change', noteTyping, true);
  for (const type of WAKE_EVENTS) island.addEventListener(type, wake, { passive: true });
  if (options.idle) whenIdleAfterLoad(wake);
};

export default interaction;
