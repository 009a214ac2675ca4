import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, focus, touch or click (see ./interaction.ts). */
    'client:interaction'?: boolean;
  }
}
