// @ts-check
/**
 * Registers `client:interaction`: an island hydrates the first time the visitor points at,
 * focuses, touches or clicks it, so pages ship no framework JavaScript until then.
 * @returns {import('astro').AstroIntegration}
 */
export function interactionDirective() {
  return {
    name: 'client-interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: new URL('./interaction.ts', import.meta.url).pathname,
        });
      },
    },
  };
}
