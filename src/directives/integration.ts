/** Registers the custom client directives (src/directives/*) with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export default function clientDirectives(): AstroIntegration {
  return {
    name: 'shop:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on first focus, pointer, key or touch inside the island, or on a window event (src/directives/interaction.ts). */
    'client:interaction'?: boolean | { whenParam?: string; whenEvent?: string };
  }
}
