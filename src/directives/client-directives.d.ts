import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, focus, touch, key or click; with `idle`, also once the browser
     * is idle after load; `preload` names modules fetched when hydration starts, `before` modules
     * evaluated before it (see ./interaction.ts).
     */
    'client:interaction'?: boolean | { idle?: boolean; preload?: string[]; before?: string[] };
  }
}
