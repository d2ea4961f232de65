import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's tsconfig preserves JSX for Docusaurus's bundler; component tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      // Docusaurus resolves `@site/` to the site root; components import the facts data through it.
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      '@docusaurus/Translate': fileURLToPath(
        new URL('./tests/support/docusaurusTranslate.ts', import.meta.url),
      ),
    },
  },
  test: {
    // Budgets for a busy shared machine: some tests index a corpus or rebuild the real index, and
    // Vitest's defaults (5 s a test, 10 s a hook) made their result depend on the machine's load.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      // Both projects inherit the JSX and alias settings above.
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        // Checks the real build output, so it runs after `npm run build`.
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
